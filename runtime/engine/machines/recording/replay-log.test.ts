import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { machineVersion } from '../version/machine-version.ts';
import { submitMachine } from '../submit/submit.machine.ts';
import { parseMachineLog } from './machine-log.ts';
import { divergenceMessage, replayLog } from './replay-log.ts';
import { createSessionRecorder, LOG_KEY } from './session-recorder.ts';

function memoryStore() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
}

/** Records a newsletter sign-up refused once then accepted, through the recorder's inspect hook. */
async function recordSignUp() {
  const store = memoryStore();
  let clock = 1_000;
  const recorder = createSessionRecorder(store, { page: () => '/newsletter', now: () => clock++, pageId: 'p1' });
  const answers = [{ ok: false, message: 'Adresse refusée' }, { ok: true, message: 'Merci' }];
  const machine = submitMachine.provide({ actors: { submit: fromPromise(async () => answers.shift()!) } });
  const actor = createActor(machine, { inspect: recorder.record }).start();
  actor.send({ type: 'RESET' });
  actor.send({ type: 'SEND', payload: { email: 'lea.martin@example.fr' } });
  await waitFor(actor, (snapshot) => snapshot.matches('refused'));
  actor.send({ type: 'SEND', payload: { email: 'lea@example.fr' } });
  await waitFor(actor, (snapshot) => snapshot.matches('sent'));
  actor.stop();
  await Promise.resolve();
  return { store, log: recorder.log() };
}

describe('recorder and replay', () => {
  it('records the actor, each event with its resulting state, masked, and keeps the log in storage', async () => {
    const { store, log } = await recordSignUp();
    expect(log.actors).toEqual([expect.objectContaining({ key: expect.stringMatching(/^p1:x:\d+$/), machine: 'submit', version: machineVersion(submitMachine), page: '/newsletter', state: 'idle' })]);
    expect(log.steps.map((step) => [step.event.type, step.state, step.taken])).toEqual([
      ['RESET', 'idle', false],
      ['SEND', 'sending', true],
      ['xstate.done.actor.submit', 'refused', true],
      ['SEND', 'sending', true],
      ['xstate.done.actor.submit', 'sent', true],
    ]);
    expect(log.steps[1]!.event).toEqual({ type: 'SEND', payload: { email: 'xxx.xxxxxx@xxxxxxx.xx' } });
    expect(JSON.stringify(log)).not.toContain('lea');
    expect(parseMachineLog(store.getItem(LOG_KEY)!).steps).toHaveLength(5);
  });

  it('replays a log to the same states with the current definitions', async () => {
    const { log } = await recordSignUp();
    const report = replayLog(log, new Map([['submit', submitMachine]]));
    expect(report.ok).toBe(true);
    expect(report.actors[0]!.steps.map((step) => step.actual)).toEqual(['idle', 'sending', 'refused', 'sending', 'sent']);
    expect(report.actors[0]!.steps.every((step) => step.contextMatches)).toBe(true);
    expect(divergenceMessage(report)).toBeNull();
  });

  it('names the event and the expected and actual states when a changed definition diverges', async () => {
    const { log } = await recordSignUp();
    // A deliberately changed copy: a refusal now ends the flow in `sent`.
    const changed = submitMachine.provide({ guards: { accepted: () => true } });
    const report = replayLog(log, new Map([['submit', changed]]));
    expect(report.ok).toBe(false);
    expect(divergenceMessage(report)).toMatch(/^submit \(p1:x:\d+\), step 3, event xstate.done.actor.submit: expected "refused", actual "sent"$/);
  });

  it('marks an event the current definition refuses, and warns of the version', async () => {
    const { log } = await recordSignUp();
    // A deliberately changed copy: no sending again from `refused`.
    const changed = createMachine({ ...submitMachine.config, states: { ...submitMachine.config.states, refused: {} } } as never, submitMachine.implementations as never);
    const report = replayLog(log, new Map([['submit', changed]]));
    expect(report.actors[0]!.versionMismatch).toBe(true);
    expect(report.actors[0]!.steps[3]).toMatchObject({ refused: true, divergence: 'refused' });
    expect(divergenceMessage(report)).toMatch(/^submit \(p1:x:\d+\), step 4, event SEND: refused by the current definition in "refused"; expected "sending" \(recorded with version [0-9a-f]{16}, now [0-9a-f]{16}\)$/);
  });

  it('tells a wrong file apart', () => {
    expect(() => parseMachineLog('{')).toThrow(/not JSON/);
    expect(() => parseMachineLog('{"format":"other"}')).toThrow('Not a machine log: "format" must be "vitrine-machine-log"');
    expect(() => parseMachineLog('{"format":"vitrine-machine-log","formatVersion":1,"actors":[],"steps":[{"actor":"a","event":{"type":"X"}}]}')).toThrow('steps[0] names actor "a", which the log does not list');
  });
});
