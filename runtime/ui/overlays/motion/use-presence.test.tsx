import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePresence } from './use-presence.ts';

interface Item {
  id: number;
}
const key = (item: Item) => item.id;
const a = { id: 1 };
const b = { id: 2 };

describe('usePresence', () => {
  it('keeps a removed item as leaving until exited(key), and is stable across re-renders of an equal list', () => {
    const { result, rerender } = renderHook(({ list }: { list: readonly Item[] }) => usePresence(list, key), { initialProps: { list: [a, b] as readonly Item[] } });
    rerender({ list: [a, b] });
    expect(result.current.entries.map((entry) => entry.leaving)).toEqual([false, false]);
    rerender({ list: [b] });
    expect(result.current.entries.map((entry) => [entry.key, entry.leaving])).toEqual([[1, true], [2, false]]);
    act(() => result.current.exited(2));
    expect(result.current.entries).toHaveLength(2);
    act(() => result.current.exited(1));
    expect(result.current.entries.map((entry) => entry.key)).toEqual([2]);
  });
});
