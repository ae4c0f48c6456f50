import { useCallback, useState } from 'react';
import { dropExited, mergePresence, sameItems, type Present, type PresenceKey } from './presence-list.ts';

/**
 * Keeps what left `current` on screen until its exit animation has played: returns the entries
 * to render (each `leaving` or not) and `exited(key)`, which removes a leaving entry.
 */
export function usePresence<T>(current: readonly T[], keyOf: (item: T) => PresenceKey): { entries: readonly Present<T>[]; exited: (key: PresenceKey) => void } {
  const [state, setState] = useState(() => ({ source: current, entries: mergePresence<T>([], current, keyOf) as readonly Present<T>[] }));
  let entries = state.entries;
  if (!sameItems(state.source, current)) {
    // Derived from the previous render (React's "adjusting state while rendering" pattern).
    entries = mergePresence(state.entries, current, keyOf);
    setState({ source: current, entries });
  }
  const exited = useCallback((key: PresenceKey) => setState((previous) => {
    const next = dropExited(previous.entries, key);
    return next === previous.entries ? previous : { ...previous, entries: next };
  }), []);
  return { entries, exited };
}
