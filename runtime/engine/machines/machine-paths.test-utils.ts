import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';

/** What a graph walk needs of a machine: where it starts, the events it tries, how states are told apart. */
export interface MachineModel {
  machine: AnyStateMachine;
  starts: readonly AnyMachineSnapshot[];
  events: readonly EventObject[];
  serialize: (snapshot: AnyMachineSnapshot) => string;
}

/** What a walk of a machine's graph covered, of all its state nodes and transitions. */
export interface PathCoverage {
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

interface StateNodeLike {
  id: string;
  states: Record<string, StateNodeLike>;
  transitions: Map<string, readonly object[]>;
  always?: readonly object[] | undefined;
}

function walkNodes(node: StateNodeLike, visit: (node: StateNodeLike) => void): void {
  visit(node);
  for (const child of Object.values(node.states)) walkNodes(child, visit);
}

/** The ids of the state nodes a snapshot is in (the leaves and their ancestors). */
function activeIds(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot as unknown as { _nodes: { id: string }[] })._nodes.map((node) => node.id);
}

/**
 * Walks every state a machine reaches from each of its `starts` (xstate/graph's adjacency map,
 * with the given events, states told apart by `serializeState`) and says which state nodes and
 * which transitions (each guarded branch apart) were taken. An eventless (`always`) transition
 * counts as taken (and its transient source as reached) when a start enters its target.
 */
export function pathCoverage<TEvent extends EventObject>(
  machine: AnyStateMachine,
  starts: readonly AnyMachineSnapshot[],
  events: readonly TEvent[],
  serializeState: (snapshot: AnyMachineSnapshot) => string,
): PathCoverage {
  const names = new Map<object, string>();
  const alwaysTargets = new Map<object, string[]>();
  const stateIds: string[] = [];
  walkNodes(machine.root as unknown as StateNodeLike, (node) => {
    stateIds.push(node.id);
    for (const [type, list] of node.transitions) list.forEach((one, i) => names.set(one, `${node.id} --${type}${list.length > 1 ? `[${i}]` : ''}-->`));
    node.always?.forEach((one, i) => {
      names.set(one, `${node.id} --always[${i}]-->`);
      alwaysTargets.set(one, ((one as { target?: { id: string }[] }).target ?? []).map((target) => target.id));
    });
  });
  const seenStates = new Set<string>();
  const taken = new Set<object>();
  for (const start of starts) {
    // A transient state is never a snapshot: it is passed through when a start takes its `always`.
    for (const [always, targets] of alwaysTargets) {
      if (!targets.every((id) => activeIds(start).includes(id))) continue;
      taken.add(always);
      seenStates.add((always as { source: { id: string } }).source.id);
    }
    const map = getAdjacencyMap(machine, { fromState: start, events: [...events], serializeState: (snapshot: unknown) => serializeState(snapshot as AnyMachineSnapshot) } as never);
    for (const { state, transitions } of Object.values(map) as { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject }> }[]) {
      for (const id of activeIds(state)) seenStates.add(id);
      for (const { event } of Object.values(transitions)) for (const one of machine.getTransitionData(state as never, event as never)) taken.add(one);
    }
  }
  const missingStates = stateIds.filter((id) => !seenStates.has(id));
  const missingTransitions = [...names].filter(([one]) => !taken.has(one)).map(([, name]) => name);
  return {
    states: { covered: stateIds.length - missingStates.length, total: stateIds.length, missing: missingStates },
    transitions: { covered: names.size - missingTransitions.length, total: names.size, missing: missingTransitions },
  };
}

/** One line for the test log: "form machine: states 9/9 (100 %), transitions 21/21 (100 %)". */
export function coverageLine(name: string, coverage: PathCoverage): string {
  const percent = ({ covered, total }: { covered: number; total: number }) => `${covered}/${total} (${total === 0 ? 100 : Math.floor((covered / total) * 100)} %)`;
  return `${name}: states ${percent(coverage.states)}, transitions ${percent(coverage.transitions)}`;
}
