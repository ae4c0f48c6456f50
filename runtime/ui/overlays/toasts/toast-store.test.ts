import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_DURATION_MS } from './toast-store.ts';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a toast for 3000 ms then removes it', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.show('Message envoyé', 'success');
    expect(store.getSnapshot()).toEqual([{ id: 1, message: 'Message envoyé', kind: 'success' }]);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stacks toasts and dismisses one by id', () => {
    const store = createToastStore();
    const first = store.show('un');
    store.show('deux', 'error');
    store.dismiss(first);
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['deux']);
  });

  it('rejects an empty message and an unknown kind', () => {
    const store = createToastStore();
    expect(() => store.show('  ')).toThrow(/non-empty/);
    expect(() => store.show('x', 'warning' as never)).toThrow(/kind/);
  });
});
