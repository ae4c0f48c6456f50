import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store.ts';
import Toasts from './Toasts.tsx';
import { installWebAnimations } from '../motion/web-animations-fake.test-utils.ts';

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

  it('offers to download the machine log on an error while the tab records, and only then', () => {
    const store = createToastStore();
    render(<Toasts store={store} locale="en" />);
    act(() => void store.show('The cart could not be saved', 'error'));
    expect(screen.queryByRole('button', { name: 'Download the log' })).toBeNull();
    cleanup();
    window.sessionStorage.setItem('vitrine:record', '1');
    try {
      render(<Toasts store={store} locale="fr_FR" />);
      act(() => void store.show('Info', 'info'));
      expect(screen.getAllByRole('button', { name: 'Télécharger le journal' })).toHaveLength(1);
      expect(screen.getByText('The cart could not be saved').parentElement!.querySelector('.vitrine-toast__action')).not.toBeNull();
    } finally {
      window.sessionStorage.removeItem('vitrine:record');
    }
  });

  it('can be dismissed early', async () => {
    const store = createToastStore();
    render(<Toasts store={store} locale="en" />);
    act(() => void store.show('Saved'));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the notification' }));
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull());
  });

  it('slides a dismissed toast out before removing it, hidden from assistive technologies meanwhile', async () => {
    const waapi = installWebAnimations();
    try {
      const store = createToastStore();
      render(<Toasts store={store} locale="en" />);
      act(() => {
        store.show('First');
        store.show('Second');
      });
      expect(waapi.played.some((animation) => String(animation.keyframes.transform) === 'translateX(24px),none')).toBe(true);
      fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss the notification' })[0] as HTMLElement);
      const leaving = screen.getByText('First').closest('.vitrine-toast') as HTMLElement;
      expect(leaving.hasAttribute('inert')).toBe(true);
      expect(leaving.getAttribute('aria-hidden')).toBe('true');
      expect(screen.getAllByRole('button', { name: 'Dismiss the notification' })).toHaveLength(1);
      expect(waapi.played.filter((animation) => animation.element === leaving).map((animation) => animation.keyframes)).toContainEqual({ transform: ['none', 'translateX(24px)'] });
      await act(async () => waapi.finishAll());
      expect(screen.queryByText('First')).toBeNull();
      expect(screen.getByText('Second')).toBeTruthy();
    } finally {
      waapi.uninstall();
    }
  });
});
