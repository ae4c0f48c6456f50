import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBarStore } from './loading-bar-store.ts';
import LoadingBar from './LoadingBar.tsx';

describe('LoadingBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('appears after the throttle and is marked failed on a request error', async () => {
    const store = createLoadingBarStore();
    render(<LoadingBar store={store} locale="fr_FR" />);
    let finish: (value: { success: boolean }) => void = () => {};
    const tracked = store.trackRequest(new Promise<{ success: boolean }>((resolve) => (finish = resolve)));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('progressbar', { name: 'Chargement en cours' }).dataset.phase).toBe('running');
    await act(async () => {
      finish({ success: false });
      await tracked;
    });
    const bar = screen.getByRole('progressbar', { name: 'Le chargement a échoué' });
    expect(bar.dataset.phase).toBe('failed');
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
