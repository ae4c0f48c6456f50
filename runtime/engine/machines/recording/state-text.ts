import type { LoggedStateValue } from './machine-log.ts';

/** The leaf paths of a state value: `'ready'`, `['editing.refused']`, `['flow.step', 'price.current']`. */
export function statePaths(value: LoggedStateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  const entries = Object.entries(value);
  if (entries.length === 0) return [prefix.replace(/\.$/, '')];
  return entries.flatMap(([key, child]) => statePaths(child, `${prefix}${key}.`));
}

/** A state value as one line: `editing.refused`, or `flow.step + price.current` for parallel regions. */
export function stateText(value: LoggedStateValue): string {
  return statePaths(value).join(' + ');
}

/** Whether two state values are the same state. */
export function sameState(a: LoggedStateValue, b: LoggedStateValue): boolean {
  return statePaths(a).sort().join('|') === statePaths(b).sort().join('|');
}
