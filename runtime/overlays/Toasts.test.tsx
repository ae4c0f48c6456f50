import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store.ts';
import Toasts from './Toasts.tsx';

describe('Toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a toast for 3000 ms, then lets it slide out', async () => {
    const store = createToastStore();
    render(<Toasts store={store} locale="fr_FR" />);
    act(() => void store.show('Produit ajouté au panier', 'success'));
    expect(screen.getByText('Produit ajouté au panier').closest('.vitrine-toast--success')).not.toBeNull();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Produit ajouté au panier')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByText('Produit ajouté au panier')).toBeNull());
  });

  it('can be dismissed early', async () => {
    const store = createToastStore();
    render(<Toasts store={store} locale="en" />);
    act(() => void store.show('Saved'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the notification' }));
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull());
  });
});
