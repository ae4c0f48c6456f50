import type { AnyStateMachine } from 'xstate';
import { hashText } from './hash-text.ts';

interface NodeDefinition {
  id: string;
  type: string;
  initial?: { target?: readonly { id: string }[] };
  states: Record<string, NodeDefinition>;
  on: Record<string, readonly TransitionDefinition[]>;
  transitions: readonly TransitionDefinition[];
  invoke: readonly { id?: string; src?: unknown }[];
  entry: readonly unknown[];
  exit: readonly unknown[];
}
interface TransitionDefinition {
  eventType: string;
  target?: readonly { id: string }[] | undefined;
  guard?: unknown;
  actions?: readonly unknown[];
  reenter?: boolean;
}

const named = (value: unknown): unknown => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'type' in value) return (value as { type: unknown }).type;
  if (typeof value === 'function') return (value as { name?: string }).name || 'inline';
  return null;
};

/** The shape of one state node that matters to a replay: states, transitions, guards, actions, invocations. */
function shape(node: NodeDefinition): unknown {
  return {
    id: node.id,
    type: node.type,
    initial: node.initial?.target?.map((target) => target.id) ?? null,
    transitions: node.transitions.map((one) => ({
      event: one.eventType,
      target: one.target?.map((target) => target.id) ?? null,
      guard: named(one.guard),
      actions: (one.actions ?? []).map(named),
      reenter: one.reenter ?? false,
    })),
    invoke: node.invoke.map((one) => ({ id: one.id ?? null, src: named(one.src) })),
    entry: node.entry.map(named),
    exit: node.exit.map(named),
    states: Object.fromEntries(Object.entries(node.states).map(([key, child]) => [key, shape(child)])),
  };
}

/**
 * A machine's version: a digest of its definition (state nodes, transitions with their guards and
 * actions by name, targets, invocations). The same on every run and in every environment; it
 * changes when a state, a transition, a guard or an action is added, removed or renamed.
 */
export function machineVersion(machine: AnyStateMachine): string {
  return hashText(JSON.stringify(shape(machine.definition as unknown as NodeDefinition)));
}
