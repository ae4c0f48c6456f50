import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import type { Flow } from '../../engine/machines/flow.ts';
import { coverageTable, flowCoverage, isMachineModel } from './flow-coverage.test-utils.ts';
import { flowOf, flowReplayInput, flows, loadFlowMachines } from './flows.ts';

/** Every graph model of the runtime (each `<flow>.model.test-utils.ts`), by the id of the machine it walks. */
const models = new Map(
  Object.values(import.meta.glob('../../**/*.model.test-utils.ts', { eager: true }))
    .flatMap((module) => Object.values(module as Record<string, unknown>))
    .filter(isMachineModel)
    .map((model) => [model.machine.id, model] as const),
);

const isFlow = (value: unknown): value is Flow =>
  typeof value === 'object' && value !== null && 'id' in value && 'load' in value && typeof (value as Flow).machine === 'function';

/** Every flow card of the runtime (each `<flow>.flow.ts`). */
const cards = Object.entries(import.meta.glob('../../**/*.flow.ts', { eager: true })).flatMap(([file, module]) =>
  Object.values(module as Record<string, unknown>)
    .filter(isFlow)
    .map((flow) => ({ file, flow })),
);

describe('the list of flows', () => {
  it('lists each flow once, under the id its machine’s root state node carries', async () => {
    const machines = await loadFlowMachines();
    expect(new Set(flows.map((flow) => flow.id)).size).toBe(flows.length);
    expect([...machines.keys()]).toEqual(flows.map((flow) => flow.id));
    for (const [id, machine] of machines) expect(machine.id).toBe(id);
  });

  it('lists every flow card of the runtime: a <flow>.flow.ts left out of the list is named', () => {
    expect(cards.length).toBeGreaterThanOrEqual(6);
    expect(cards.filter(({ flow }) => !flows.includes(flow)).map(({ file }) => file)).toEqual([]);
  });

  it('gives a flow’s replay input from its card, else the logged input as is', () => {
    expect(flowReplayInput('popup', { storage: {} }, 42)).toMatchObject({ storage: null });
    expect((flowReplayInput('popup', {}, 42) as { now: () => number }).now()).toBe(42);
    expect(flowReplayInput('form', { a: 1 }, 42)).toEqual({ a: 1 });
    expect(flowOf('nothing')).toBeUndefined();
  });
});

describe('model-based coverage of every flow', () => {
  it('walks every state and every transition of every listed machine with its graph model (xstate/graph), and prints the table', async () => {
    const machines = await loadFlowMachines();
    const rows = flows.map(({ id }) => flowCoverage(id, machines.get(id)!, models.get(id)));
    console.info(coverageTable(rows));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.missing]))).toEqual(Object.fromEntries(flows.map(({ id }) => [id, []])));
  });

  it('fails for a flow without a graph model, naming the file to add', () => {
    const light = createMachine({ id: 'light', initial: 'green', states: { green: { on: { NEXT: 'red' } }, red: {} } });
    expect(flowCoverage('light', light, models.get('light')).missing).toEqual(['no graph model for "light": add <flow>.model.test-utils.ts beside its machine']);
  });
});
