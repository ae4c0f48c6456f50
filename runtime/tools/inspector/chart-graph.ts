import type { AnyStateMachine } from 'xstate';

/** A state node of a chart: its XState id (`cart.ready`), its key (`ready`), its children. */
export interface ChartState {
  id: string;
  key: string;
  parallel: boolean;
  final: boolean;
  /** The "in any of these states" point a compound state's own transitions start from (drawn as `*`). */
  anchor?: boolean;
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
  return anchorCompoundEnds(root, transitions);
}

/** The id of a compound state's anchor. */
export const anchorId = (id: string) => `${id}.*`;

/**
 * A layered layout cannot draw an edge out of a compound state to its own content, nor from a
 * state to one of its ancestors: such ends move to the compound state's anchor, a `*` node
 * inside it ("from any state here", "back into here").
 */
function anchorCompoundEnds(root: ChartState, transitions: ChartTransition[]): ChartGraph {
  const byId = new Map<string, ChartState>();
  const walk = (state: ChartState) => {
    byId.set(state.id, state);
    state.children.forEach(walk);
  };
  walk(root);
  const needed = new Set<string>();
  const moved = transitions.map((transition) => {
    let { source, target } = transition;
    if (byId.get(source)!.children.length > 0) {
      needed.add(source);
      source = anchorId(source);
    }
    const targetState = byId.get(target);
    if (targetState && targetState.children.length > 0 && (source === target || source.startsWith(`${target}.`))) {
      needed.add(target);
      target = anchorId(target);
    }
    return { ...transition, source, target };
  });
  for (const id of needed) byId.get(id)!.children.unshift({ id: anchorId(id), key: '*', parallel: false, final: false, anchor: true, children: [] });
  return { root, transitions: moved };
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
