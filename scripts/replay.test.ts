import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replayFile } from './replay.ts';

const folder = resolve(fileURLToPath(new URL('.//', import.meta.url)), '../tests/replays');
const logs = readdirSync(folder).filter((name) => name.endsWith('.json'));

/** Every log a tester placed in tests/replays/ replays to its recorded states with today's machines. */
describe('stored replays (tests/replays/)', () => {
  it('holds at least one log', () => {
    expect(logs.length).toBeGreaterThan(0);
  });
  it.each(logs)('%s reaches its recorded states', async (name) => {
    const { report, text } = await replayFile(resolve(folder, name));
    expect(report.ok, text).toBe(true);
  });
});

describe('a deliberately changed machine', () => {
  it('makes the stored cart replay fail, naming the event and the expected and actual states', async () => {
    const { readFileSync } = await import('node:fs');
    const { createMachine } = await import('xstate');
    const { cartMachine } = await import('../runtime/cart/machine/cart.machine.ts');
    const { loadFlowMachines, flowReplayInput } = await import('../runtime/web/flows/flows.ts');
    const { parseMachineLog } = await import('../runtime/engine/machines/recording/machine-log.ts');
    const { divergenceMessage, replayLog } = await import('../runtime/engine/machines/recording/replay-log.ts');
    const log = parseMachineLog(readFileSync(resolve(folder, 'cart-add-change-remove.json'), 'utf8'));
    // A modified copy: removing a line no longer waits for the server.
    const states = { ...cartMachine.config.states, ready: { ...cartMachine.config.states!.ready, on: { ...cartMachine.config.states!.ready!.on, remove: { target: 'ready' } } } };
    const changed = createMachine({ ...cartMachine.config, states } as never, cartMachine.implementations as never);
    const machines = await loadFlowMachines();
    machines.set('cart', changed);
    const report = replayLog(log, machines, { replayInput: flowReplayInput });
    expect(report.ok).toBe(false);
    expect(divergenceMessage(report)).toMatch(/^cart \(\S+\), step \d+, event remove: expected "removing", actual "ready" \(recorded with version [0-9a-f]{16}, now [0-9a-f]{16}\)$/);
  });
});
