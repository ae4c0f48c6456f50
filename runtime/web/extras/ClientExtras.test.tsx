import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSlider } from '../../ui/slider-event.ts';
import { openConsentBanner } from '../consent/consent-event.ts';
import { loadingBar } from '../../ui/overlays/loading-bar/loading-bar-store.ts';
import { openPopup } from '../../ui/overlays/popup/popup-event.ts';
import { toasts } from '../../ui/overlays/toasts/toast-store.ts';
import { ClientExtras } from './ClientExtras.tsx';
import type { ExtrasRoot } from './extras-props.ts';

// The overlays' host and each overlay are lazy chunks: on a loaded machine their first import can
// take longer than the library's 1 s default wait.
configure({ asyncUtilTimeout: 5000 });

const baseRoot: ExtrasRoot = { locale: 'fr_FR', apiBaseUrl: '/api', siteInfo: { idSite: 87, name: 'autocars' } as ExtrasRoot['siteInfo'], parameters: [], session: { logged: null, user: null } };
const slides = [
  { type: 'image' as const, src: '/ik-seo/a/car.jpg', alt: 'Autocar', width: 800, height: 600 },
  { type: 'image' as const, src: '/ik-seo/a/mini.jpg', alt: 'Minibus', width: 800, height: 600 },
];

function renderExtras(root: ExtrasRoot = { ...baseRoot, startup: { popups: [] } }, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <ClientExtras root={root} page={{ pageId: 1 }} /> }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

const storeChoice = () => (document.cookie = `vitrine-consent=denied.${Date.now()}; Path=/`);
const forgetChoice = () => (document.cookie = 'vitrine-consent=; Path=/; Max-Age=0');
const banner = () => screen.queryByRole('heading', { name: 'Cookies et vie privée' });

describe('ClientExtras', () => {
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    cleanup();
    forgetChoice();
    vi.restoreAllMocks();
  });

  it('renders nothing on the server, so hydration matches', () => {
    expect(renderToString(<ClientExtras root={baseRoot} page={null} />)).toBe('');
  });

  it('opens the slider on the first open event, though its code loads only then', async () => {
    storeChoice();
    renderExtras();
    await screen.findByRole('status', { name: 'Notifications' });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openSlider({ items: slides, index: 1 }));
    const slider = await screen.findByRole('dialog', { name: 'Visionneuse d’images et de vidéos' });
    expect(slider.querySelector('.vitrine-slider__counter [aria-hidden]')?.textContent).toBe('2 / 2');
    expect(screen.getByRole('img', { name: 'Minibus' })).toBeTruthy();
  });

  it('with a stored choice shows no banner, until the footer button asks for it', async () => {
    storeChoice();
    renderExtras();
    await screen.findByRole('status', { name: 'Notifications' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(banner()).toBeNull();
    act(() => openConsentBanner());
    await waitFor(() => expect(banner()).not.toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(document.querySelector('.vitrine-consent')));
  });

  it('shows the banner at load when no valid choice is stored', async () => {
    forgetChoice();
    renderExtras();
    await waitFor(() => expect(banner()).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Tout accepter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tout refuser' })).toBeTruthy();
  });

  it('puts the first toast in the status region', async () => {
    storeChoice();
    renderExtras();
    const region = await screen.findByRole('status', { name: 'Notifications' });
    act(() => void toasts.show('Produit ajouté au panier', 'success'));
    await waitFor(() => expect(region.textContent).toContain('Produit ajouté au panier'));
  });

  it('loads the loading bar when a tracked request outlasts its throttle, and marks it failed', async () => {
    storeChoice();
    renderExtras();
    await screen.findByRole('status', { name: 'Notifications' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    let fail: (reason: Error) => void = () => {};
    const request = loadingBar.trackRequest(new Promise((_, reject) => (fail = reject)));
    const bar = await screen.findByRole('progressbar', { name: 'Chargement en cours' }, { timeout: 2000 });
    act(() => fail(new Error('offline')));
    await expect(request).rejects.toThrow('offline');
    await waitFor(() => expect(bar.getAttribute('data-phase')).toBe('failed'));
  });

  it('opens a popup asked for by event on a page that has none, loading the host then', async () => {
    storeChoice();
    const popup = { id: 7, isValid: true, title: 'Offre d’été', html: '<p>Réservez tôt</p>', pages: [3] };
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ success: true, data: popup, message: '' }));
    renderExtras();
    await screen.findByRole('status', { name: 'Notifications' });
    expect(fetch).not.toHaveBeenCalled();
    act(() => openPopup({ id: 7, force: true }));
    expect(await screen.findByRole('dialog', { name: 'Offre d’été' }, { timeout: 3000 })).toBeTruthy();
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/popup/7');
  });

  it('on a first visit opens the page popup only once the consent choice is made, one overlay at a time', async () => {
    const popup = { id: 7, isValid: true, title: 'Portes ouvertes', html: '<p>Entrée libre</p>', pages: 'ALL' };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ success: true, data: popup, message: '' }));
    renderExtras({ ...baseRoot, startup: { popups: [{ id: 7, pages: 'ALL' }] } });
    await waitFor(() => expect(banner()).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog', { name: 'Portes ouvertes' })).toBeNull();
    act(() => screen.getByRole('button', { name: 'Tout refuser' }).click());
    expect(await screen.findByRole('dialog', { name: 'Portes ouvertes' }, { timeout: 3000 })).toBeTruthy();
    expect(banner()).toBeNull();
  });

  it('asks GET /popup only when the page data has no popup list', async () => {
    storeChoice();
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ success: true, data: [], message: '' }));
    const listed = renderExtras();
    await screen.findByRole('status', { name: 'Notifications' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    listed.unmount();
    renderExtras(baseRoot);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(String(fetch.mock.calls[0]![0])).toContain('/api/popup');
  });

  it('opens no site popup on a personal page (account, sign-in, cart, checkout, password reset), nor asks for the list', async () => {
    storeChoice();
    const popup = { id: 7, isValid: true, title: 'Portes ouvertes', html: '<p>Entrée libre</p>', pages: 'ALL' };
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ success: true, data: popup, message: '' }));
    for (const path of ['/account', '/auth', '/en/cart', '/cart/address', '/password/reset/abc']) {
      const listed = renderExtras({ ...baseRoot, startup: { popups: [{ id: 7, pages: 'ALL' }] } }, path);
      await screen.findByRole('status', { name: 'Notifications' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.queryByRole('dialog', { name: 'Portes ouvertes' }), path).toBeNull();
      listed.unmount();
      const unlisted = renderExtras(baseRoot, path);
      await screen.findByRole('status', { name: 'Notifications' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      unlisted.unmount();
    }
    expect(fetch).not.toHaveBeenCalled();
    renderExtras({ ...baseRoot, startup: { popups: [{ id: 7, pages: 'ALL' }] } }, '/nos-vins');
    expect(await screen.findByRole('dialog', { name: 'Portes ouvertes' }, { timeout: 3000 })).toBeTruthy();
  });
});
