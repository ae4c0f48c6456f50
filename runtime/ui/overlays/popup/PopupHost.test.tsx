import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../engine/api/index.ts';
import { closePopup, openPopup } from './popup-event.ts';
import PopupHost from './PopupHost.tsx';
import { installWebAnimations } from '../motion/web-animations-fake.test-utils.ts';

const served = {
  7: { id: 7, isValid: true, title: 'Offre d’été', html: '<p>Réservez <strong>tôt</strong></p>', pages: 'ALL' },
  9: { id: 9, isValid: true, title: 'En défilant', html: '<p>Vu</p>', pages: 'ALL', trigger: 'ON_SCROLL' },
  8: { id: 8, isValid: true, title: 'Chaque visite', html: '<p>Bonjour</p>', pages: 'ALL', showOnce: false },
  5: { id: 5, isValid: true, title: 'Toujours en fenêtre', html: '<p>Annonce</p>', pages: 'ALL', display: 'MODAL' },
} as Record<number, unknown>;

function api() {
  const fetch = vi.fn(async (url: string | URL | Request) => {
    const id = Number(String(url).split('/').pop());
    const popup = served[id];
    const body = popup ? { success: true, data: popup, message: '' } : { success: false, data: null, message: 'Popup introuvable' };
    return new Response(JSON.stringify(body), { status: popup ? 200 : 404, headers: { 'Content-Type': 'application/json' } });
  });
  return { client: createApiClient({ baseUrl: 'http://localhost/api', idSite: 87, locale: 'fr_FR', fetch: fetch as typeof globalThis.fetch }), fetch };
}

function storage() {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('PopupHost', () => {
  afterEach(cleanup);

  it('opens a fetched popup as a labelled modal with its HTML and locks the scroll', async () => {
    const { client, fetch } = api();
    render(<PopupHost api={client} ids={[7]} storage={storage()} locale="fr_FR" />);
    const dialog = await screen.findByRole('dialog', { name: 'Offre d’été' });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('http://localhost/api/popup/7');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.innerHTML).toContain('<strong>tôt</strong>');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape, restores focus and scroll, and stores popup-{id}', async () => {
    const store = storage();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    render(<PopupHost api={api().client} storage={store} locale="en" />);
    act(() => openPopup({ id: 7 }));
    await screen.findByRole('dialog');
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
    expect(Number(store.data.get('popup-7'))).toBeGreaterThan(0);
    opener.remove();
  });

  it('closes on a backdrop click but not on a click inside, and does not store a popup shown on every reload', async () => {
    const store = storage();
    render(<PopupHost api={api().client} ids={[8]} storage={store} locale="en" />);
    const dialog = await screen.findByRole('dialog', { name: 'Chaque visite' });
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close the window' }).closest('.vitrine-popup__backdrop') as Element);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.data.has('popup-8')).toBe(false);
  });

  it('closes on a close event (§2: the host opens and closes on events) and stores popup-{id}', async () => {
    const store = storage();
    render(<PopupHost api={api().client} ids={[7]} storage={store} locale="fr_FR" />);
    await screen.findByRole('dialog', { name: 'Offre d’été' });
    act(() => closePopup());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(Number(store.data.get('popup-7'))).toBeGreaterThan(0);
  });

  it('shows an announcement on a shop page as a bar that blocks nothing: no modal, no scroll lock, focus left alone', async () => {
    const store = storage();
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    render(<PopupHost api={api().client} ids={[7]} storage={store} locale="fr_FR" shopPage />);
    const bar = await screen.findByRole('region', { name: 'Offre d’été' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[aria-modal="true"]')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
    expect(bar.innerHTML).toContain('<strong>tôt</strong>');
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la fenêtre' }));
    expect(screen.queryByRole('region', { name: 'Offre d’été' })).toBeNull();
    expect(Number(store.data.get('popup-7'))).toBeGreaterThan(0);
    opener.remove();
  });

  it('keeps the modal on a shop page when the popup is configured as MODAL', async () => {
    render(<PopupHost api={api().client} ids={[5]} storage={storage()} locale="fr_FR" shopPage />);
    const dialog = await screen.findByRole('dialog', { name: 'Toujours en fenêtre' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('does not open again a popup closed before', async () => {
    const store = storage();
    store.setItem('popup-7', '1700000000000');
    const { client, fetch } = api();
    render(<PopupHost api={client} ids={[7]} storage={store} />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits for the visitor to scroll before opening an ON_SCROLL popup', async () => {
    const { client, fetch } = api();
    render(<PopupHost api={client} ids={[9]} storage={storage()} locale="fr_FR" />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    fireEvent.scroll(window);
    expect(await screen.findByRole('dialog', { name: 'En défilant' })).toBeTruthy();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('replays the open event that loaded it, even for a popup closed before; ignores a malformed one', async () => {
    const { client } = api();
    const store = storage();
    store.data.set('popup-7', '1700000000000');
    render(<PopupHost api={client} initial={{ id: 7, force: true }} storage={store} locale="fr_FR" />);
    expect(await screen.findByRole('dialog', { name: 'Offre d’été' })).toBeTruthy();
    cleanup();
    const other = api();
    render(<PopupHost api={other.client} initial={{ id: 'x' }} storage={storage()} locale="fr_FR" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(other.fetch).not.toHaveBeenCalled();
  });

  it('fades and scales in and out; the close takes effect at once while the exit plays', async () => {
    const waapi = installWebAnimations();
    try {
      const opener = document.createElement('button');
      document.body.append(opener);
      opener.focus();
      render(<PopupHost api={api().client} ids={[8]} storage={storage()} locale="en" />);
      const dialog = await screen.findByRole('dialog', { name: 'Chaque visite' });
      const backdrop = dialog.closest('.vitrine-popup__backdrop') as HTMLElement;
      const on = (element: Element) => waapi.played.filter((animation) => animation.element === element).map((animation) => animation.keyframes);
      expect(on(backdrop)).toContainEqual({ opacity: [0, 1] });
      expect(on(dialog)).toContainEqual({ transform: ['scale(0.95)', 'none'] });
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(backdrop.isConnected && backdrop.hasAttribute('inert')).toBe(true);
      expect(document.activeElement).toBe(opener);
      expect(document.body.style.overflow).toBe('');
      expect(on(dialog).at(-1)).toEqual({ transform: ['none', 'scale(0.95)'] });
      await act(async () => waapi.finishAll());
      expect(backdrop.isConnected).toBe(false);
      opener.remove();
    } finally {
      waapi.uninstall();
    }
  });
});
