import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServedPopup } from './popup-rules.ts';
import { popupMachine } from './popup.machine.ts';

const NOW = Date.parse('2026-11-21T10:00:00Z');
const popup = (id: number, extra: Partial<ServedPopup> = {}): ServedPopup => ({
  id, isValid: true, title: `Offre ${id}`, html: '<p>Réservez</p>', pages: 'ALL', ...extra,
});

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

const done = (output: ServedPopup) => ({ type: 'xstate.done.actor.fetchPopup', output }) as never;

describe('popup machine — pure transitions', () => {
  it('ignores an OPEN without a valid id and starts loading on a valid one', () => {
    const [start] = initialTransition(popupMachine, { now: () => NOW });
    const [ignored] = transition(popupMachine, start, { type: 'OPEN', id: -1 });
    expect(ignored.value).toBe('closed');
    const [loading] = transition(popupMachine, start, { type: 'OPEN', id: 4 });
    expect(loading.value).toBe('loading');
    expect(loading.context.requestedId).toBe(4);
  });

  it('skips a popup closed before, unless it shows on every reload or is forced', () => {
    const storage = memoryStorage({ 'popup-4': '1' });
    const [start] = initialTransition(popupMachine, { storage, now: () => NOW });
    const [loading] = transition(popupMachine, start, { type: 'OPEN', id: 4 });
    expect(transition(popupMachine, loading, done(popup(4)))[0].value).toBe('closed');
    expect(transition(popupMachine, loading, done(popup(4, { showOnce: false })))[0].value).toBe('waiting');
    const [armed] = transition(popupMachine, loading, done(popup(4, { showOnce: false, trigger: 'ON_SCROLL' })));
    expect(armed.value).toBe('armed');
    expect(transition(popupMachine, armed, { type: 'TRIGGERED' })[0].value).toBe('waiting');
    const [forced] = transition(popupMachine, start, { type: 'OPEN', id: 4, force: true });
    expect(transition(popupMachine, forced, done(popup(4)))[0].value).toBe('waiting');
  });

  it('skips an invalid popup and one outside its dates', () => {
    const [start] = initialTransition(popupMachine, { now: () => NOW });
    const [loading] = transition(popupMachine, start, { type: 'OPEN', id: 4 });
    expect(transition(popupMachine, loading, done(popup(4, { isValid: false })))[0].value).toBe('closed');
    expect(transition(popupMachine, loading, done(popup(4, { endDate: '2026-11-20' })))[0].value).toBe('closed');
  });
});

describe('popup machine — actor with provided fetch', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW }));
  afterEach(() => vi.useRealTimers());

  const provided = (popups: Record<number, ServedPopup>) =>
    popupMachine.provide({
      actors: {
        fetchPopup: fromPromise(async ({ input }: { input: { id: number } }) => {
          const found = popups[input.id];
          if (!found) throw new Error('Popup introuvable');
          return found;
        }),
      },
    });

  it('opens after the delay, records the id, and stores popup-{id} on close', async () => {
    const storage = memoryStorage();
    const actor = createActor(provided({ 7: popup(7, { delaySeconds: 2 }) }), { input: { storage, now: () => NOW } }).start();
    actor.send({ type: 'OPEN', id: 7 });
    await waitFor(actor, (state) => state.matches('waiting'));
    vi.advanceTimersByTime(1999);
    expect(actor.getSnapshot().value).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.openedIds).toEqual([7]);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(storage.data.get('popup-7')).toBe(String(NOW));
  });

  it('does not store a popup that shows on every reload, and opens queued popups in turn', async () => {
    const storage = memoryStorage();
    const actor = createActor(provided({ 1: popup(1, { showOnce: false }), 2: popup(2) }), { input: { storage } }).start();
    actor.send({ type: 'OPEN', id: 1 });
    actor.send({ type: 'OPEN', id: 2 });
    await waitFor(actor, (state) => state.matches('waiting'));
    vi.advanceTimersByTime(0);
    expect(actor.getSnapshot().context.popup?.id).toBe(1);
    actor.send({ type: 'CLOSE' });
    expect(storage.data.has('popup-1')).toBe(false);
    await waitFor(actor, (state) => state.matches('waiting') && state.context.popup?.id === 2);
    vi.advanceTimersByTime(0);
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.openedIds).toEqual([1, 2]);
  });

  it('returns to closed with the error message when the fetch fails', async () => {
    const actor = createActor(provided({}), { input: {} }).start();
    actor.send({ type: 'OPEN', id: 9 });
    const snapshot = await waitFor(actor, (state) => state.matches('closed') && state.context.error !== null);
    expect(snapshot.context.error).toBe('Popup introuvable');
  });
});

describe('popup machine — every state is reachable', () => {
  it('reaches loading, waiting and open by shortest paths, and closes from each', () => {
    const paths = getShortestPaths(popupMachine.provide({ delays: { popupDelay: 0 } }), {
      input: { now: () => NOW },
      events: [
        { type: 'OPEN', id: 3 },
        { type: 'CLOSE' },
        { type: 'TRIGGERED' },
        done(popup(3)),
        done(popup(3, { trigger: 'ON_EXIT' })),
        { type: 'xstate.after.popupDelay.popup.waiting' } as never,
      ],
    });
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached).toEqual(new Set(['"closed"', '"loading"', '"armed"', '"waiting"', '"open"']));
    for (const path of paths.filter((one) => one.state.value !== 'closed')) {
      expect(transition(popupMachine, path.state, { type: 'CLOSE' })[0].value).toBe('closed');
    }
    const toOpen = paths.find((path) => path.state.value === 'open');
    expect(toOpen?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init', 'OPEN', 'xstate.done.actor.fetchPopup', 'xstate.after.popupDelay.popup.waiting',
    ]);
  });
});
