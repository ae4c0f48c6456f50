import { act, cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSlider } from '../slider-event.ts';
import { createApiClient } from '../../engine/api/index.ts';
import ConsentBanner from '../../web/consent/ConsentBanner.tsx';
import { createConsentStore } from '../../web/consent/consent-store.ts';
import { createLoadingBarStore } from './loading-bar/loading-bar-store.ts';
import LoadingBar from './loading-bar/LoadingBar.tsx';
import PopupHost from './popup/PopupHost.tsx';
import Slider from './slider/Slider.tsx';
import { createToastStore } from './toasts/toast-store.ts';
import Toasts from './toasts/Toasts.tsx';

// Structure rules only: jsdom has no layout, so colour contrast is checked in the browser (e2e).
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

const popupApi = createApiClient({
  baseUrl: 'http://localhost/api',
  idSite: 87,
  locale: 'en',
  fetch: (async () =>
    new Response(JSON.stringify({ success: true, data: { id: 3, isValid: true, title: 'Summer offer', html: '<p>Book early</p>', pages: 'ALL', button: { label: 'See the trips', href: '/en/organised-trips' } }, message: '' }), {
      headers: { 'Content-Type': 'application/json' },
    })) as typeof fetch,
});

describe.each(['fr_FR', 'en'] as const)('open overlays in %s', (locale) => {
  afterEach(cleanup);

  it('have no accessibility violations', async () => {
    const toasts = createToastStore();
    const bar = createLoadingBarStore({ throttle: 0 });
    vi.useFakeTimers();
    render(
      <main>
        <h1>Page</h1>
        <Toasts store={toasts} locale={locale} />
        <LoadingBar store={bar} locale={locale} />
        <ConsentBanner store={createConsentStore({ cookie: '' })} locale={locale} />
        <Slider locale={locale} />
      </main>,
    );
    act(() => {
      toasts.show('Message envoyé', 'success');
      bar.start();
      vi.advanceTimersByTime(0);
      openSlider({ items: [{ type: 'image', src: '/a.jpg', alt: 'Autocar', width: 10, height: 10 }, { type: 'video', src: '/b.mp4', alt: 'Visite', width: 10, height: 10 }], index: 0 });
    });
    vi.useRealTimers();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(await violations()).toEqual([]);
  });

  it('has no violations with a popup open', async () => {
    render(<PopupHost api={popupApi} ids={[3]} storage={null} locale={locale} />);
    await screen.findByRole('dialog', { name: 'Summer offer' });
    expect(await violations()).toEqual([]);
  });
});
