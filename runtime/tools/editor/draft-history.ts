/** The editor's undo history: the states before, the present one, and the states undone. */
export interface DraftHistory<T> {
  past: T[];
  present: T;
  future: T[];
}

/** At most this many states are kept to undo. */
export const HISTORY_LIMIT = 100;

export function startHistory<T>(present: T): DraftHistory<T> {
  return { past: [], present, future: [] };
}

/** A new state: the present goes to the past, the undone states are dropped. */
export function pushHistory<T>(history: DraftHistory<T>, next: T): DraftHistory<T> {
  if (next === history.present) return history;
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: next, future: [] };
}

export function undoHistory<T>(history: DraftHistory<T>): DraftHistory<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redoHistory<T>(history: DraftHistory<T>): DraftHistory<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
