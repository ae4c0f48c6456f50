import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { popupFlow } from '../popup/popup.flow.ts';
import { popupMachine } from '../popup/popup.machine.ts';
import { createPopupActors } from '../popup/popup.actors.ts';
import type { ServedPopup } from '../popup/popup-rules.ts';
import type { ApiClient } from '../../api/index.ts';
import { divergenceMessage, replayLog } from './replay-log.ts';
import { createSessionRecorder } from './session-recorder.ts';

const NOW = Date.parse('2026-11-26T10:00:00Z');
const christmas: ServedPopup = { id: 7, isValid: true, title: 'Noël au domaine', html: '<p>Coffrets</p>', pages: 'ALL' };

function memoryStore(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
}

/** An API client answering `GET /popup/7` as the reference API does, the only call the popup makes. */
const api = { call: async () => ({ success: true, data: christmas, message: '' }) } as unknown as ApiClient;

/**
 * Records, through the recorder's inspect hook as `?record` does, a visit to a page with the
 * Christmas popup: the popup host's machine with the browser's storage (where the visitor may
 * have closed it on an earlier visit), then the visitor closing it if it opened.
 */
async function recordVisit(storage: ReturnType<typeof memoryStore>) {
  const recorder = createSessionRecorder(memoryStore(), { page: () => '/boutique', now: () => NOW, pageId: 'p1' });
  const machine = popupMachine.provide({ actors: createPopupActors(api) });
  const actor = createActor(machine, { input: { storage, now: () => NOW }, inspect: recorder.record }).start();
  actor.send({ type: 'OPEN', id: 7 });
  await waitFor(actor, (snapshot) => snapshot.matches('closed') || snapshot.matches('open'));
  if (actor.getSnapshot().matches('open')) actor.send({ type: 'CLOSE' });
  actor.stop();
  await Promise.resolve();
  return recorder.log();
}

const replay = (log: Awaited<ReturnType<typeof recordVisit>>) =>
  replayLog(log, new Map([['popup', popupMachine]]), { replayInput: (_, logged, at) => popupFlow.replayInput!(logged, at) });

describe('a recorded popup visit replays to the same states', () => {
  it('when the visitor had closed the popup on an earlier visit (recorded "closed")', async () => {
    const log = await recordVisit(memoryStore({ 'popup-7': String(NOW - 86_400_000) }));
    expect(log.steps.map((step) => step.state).at(-1)).toBe('closed');
    const report = replay(log);
    expect(divergenceMessage(report)).toBeNull();
    expect(report.ok).toBe(true);
  });

  it('when the popup opens and the visitor closes it', async () => {
    const log = await recordVisit(memoryStore());
    expect(log.steps.map((step) => step.state)).toContain('open');
    const report = replay(log);
    expect(divergenceMessage(report)).toBeNull();
    expect(report.ok).toBe(true);
  });
});
