import type { AnyStateMachine } from 'xstate';

/** A state node of a chart: its XState id (`cart.ready`), its key (`ready`), its children. */
export interface ChartState {
  id: string;
  key: string;
  parallel: boolean;
  final: boolean;
  children: ChartState[];
}

/** One transition, drawn from a state to each of its targets (a self-loop when it has none). */
export interface ChartTransition {
  id: string;
  source: string;
  target: string;
  label: string;
}

export interface ChartGraph {
  root: ChartState;
  transitions: ChartTransition[];
}

interface NodeLike {
  id: string;
  key: string;
  type: string;
  states: Record<string, NodeLike>;
  transitions: Map<string, readonly { eventType: string; target?: readonly { id: string }[] | undefined; guard?: unknown }[]>;
  always?: readonly { target?: readonly { id: string }[] | undefined; guard?: unknown }[] | undefined;
}

const guardName = (guard: unknown): string =>
  !guard ? '' : typeof guard === 'string' ? ` [${guard}]` : typeof guard === 'object' && guard && 'type' in guard ? ` [${String((guard as { type: unknown }).type)}]` : ' [guard]';

/** `xstate.done.actor.fetchPopup` → `done: fetchPopup`, `xstate.after.3000.popup.open` → `after 3000`. */
export function eventLabel(type: string): string {
  if (type.startsWith('xstate.done.actor.')) return `done: ${type.slice('xstate.done.actor.'.length)}`;
  if (type.startsWith('xstate.error.actor.')) return `error: ${type.slice('xstate.error.actor.'.length)}`;
  if (type.startsWith('xstate.after.')) return `after ${type.split('.')[2]} ms`;
  return type;
}

/**
 * The chart of a machine: its state nodes nested as in the definition, and one edge per
 * transition branch and target, labelled with the event (and the guard, when there is one).
 */
export function chartGraph(machine: AnyStateMachine): ChartGraph {
  const transitions: ChartTransition[] = [];
  const visit = (node: NodeLike): ChartState => {
    for (const [type, branches] of node.transitions) {
      branches.forEach((branch, i) => {
        const targets = branch.target?.length ? branch.target.map((target) => target.id) : [node.id];
        for (const target of targets) transitions.push({ id: `${node.id}:${type}:${i}:${target}`, source: node.id, target, label: eventLabel(type) + guardName(branch.guard) });
      });
    }
    node.always?.forEach((branch, i) => {
      for (const target of branch.target?.map((one) => one.id) ?? []) transitions.push({ id: `${node.id}:always:${i}:${target}`, source: node.id, target, label: `always${guardName(branch.guard)}` });
    });
    return { id: node.id, key: node.key, parallel: node.type === 'parallel', final: node.type === 'final', children: Object.values(node.states).map(visit) };
  };
  const root = visit(machine.root as unknown as NodeLike);
  return { root, transitions };
}

/** The ids of the state nodes a state value is in (`{ editing: 'refused' }` → `form.editing`, `form.editing.refused`). */
export function activeStateIds(machineId: string, value: unknown): string[] {
  const ids: string[] = [];
  const walk = (prefix: string, current: unknown) => {
    if (typeof current === 'string') {
      ids.push(`${prefix}.${current}`);
      return;
    }
    if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        ids.push(`${prefix}.${key}`);
        walk(`${prefix}.${key}`, child);
      }
    }
  };
  walk(machineId, value);
  return ids;
}
