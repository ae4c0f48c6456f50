import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openConsentBanner } from './consent-event.ts';
import { createConsentStore, type CookieJar } from './consent-store.ts';
import ConsentBanner from './ConsentBanner.tsx';
import { consentMessages } from './messages.ts';

function jar(initial = ''): CookieJar {
  let value = initial;
  return {
    get cookie() {
      return value;
    },
    set cookie(assignment: string) {
      value = assignment.split(';')[0] ?? '';
    },
  };
}

describe('ConsentBanner', () => {
  afterEach(cleanup);

  it('is shown at load in French with accept-all and deny-all equally prominent', () => {
    render(<ConsentBanner store={createConsentStore(jar())} />);
    const banner = screen.getByRole('region', { name: 'Cookies et vie privée' });
    const accept = screen.getByRole('button', { name: 'Tout accepter' });
    const deny = screen.getByRole('button', { name: 'Tout refuser' });
    expect(banner.contains(accept) && banner.contains(deny)).toBe(true);
    expect(accept.className).toBe(deny.className);
    expect(screen.getByRole('link', { name: 'Politique de cookies' }).getAttribute('href')).toBe('/cookie-policy');
  });

  it('speaks English on English pages', () => {
    render(<ConsentBanner locale="en" store={createConsentStore(jar())} />);
    expect(screen.getByRole('button', { name: 'Accept all' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cookie policy' }).getAttribute('href')).toBe('/en/cookie-policy');
  });

  it('accepting stores the choice and hides the banner', () => {
    const cookies = jar();
    const store = createConsentStore(cookies);
    render(<ConsentBanner store={store} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(cookies.cookie).toMatch(/^vitrine-consent=accepted\.\d+$/);
    expect(store.allowsTracking()).toBe(true);
  });

  it('closing counts as refusal', () => {
    const cookies = jar();
    const store = createConsentStore(cookies);
    render(<ConsentBanner store={store} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fermer sans accepter' }));
    expect(cookies.cookie).toMatch(/^vitrine-consent=denied\.\d+$/);
    expect(store.allowsTracking()).toBe(false);
  });

  it('is hidden once decided, and reopened from the footer event with focus on it', () => {
    const store = createConsentStore(jar(`vitrine-consent=denied.${Date.now() - 1000}`));
    render(<ConsentBanner store={store} />);
    expect(screen.queryByRole('region')).toBeNull();
    act(() => openConsentBanner());
    const banner = screen.getByRole('region', { name: 'Cookies et vie privée' });
    expect(document.activeElement).toBe(banner);
    fireEvent.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(store.allowsTracking()).toBe(true);
  });

  it('has the same message keys in both languages', () => {
    expect(Object.keys(consentMessages.en).sort()).toEqual(Object.keys(consentMessages.fr).sort());
  });

  it('loaded to change a stored choice, shows itself at once with the focus, and reports the new choice', () => {
    const cookies = jar(`vitrine-consent=denied.${Date.now()}`);
    const choices: string[] = [];
    render(<ConsentBanner store={createConsentStore(cookies)} reopen onChoice={(choice) => choices.push(choice)} />);
    const banner = screen.getByRole('region', { name: 'Cookies et vie privée' });
    expect(document.activeElement).toBe(banner);
    fireEvent.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(choices).toEqual(['accepted']);
    expect(cookies.cookie).toMatch(/^vitrine-consent=accepted\./);
    expect(screen.queryByRole('region', { name: 'Cookies et vie privée' })).toBeNull();
  });
});
