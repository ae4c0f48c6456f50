import axe from 'axe-core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from '../i18n/IntlProvider.tsx';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../rules/locale.ts';
import type { ServedLogo } from '../../../schemas/api/site.ts';
import type { ServedPage } from '../../../schemas/api/pages.ts';
import { shellMessages } from '../../engine/i18n/messages/index.ts';
import { menuItems, pagePathByRoute } from '../../engine/router/menu-tree.ts';
import { registerShellParts } from '../../../host/shell-server/register-shell-parts.server.ts';
import { Shell, type ShellProps } from './Shell.tsx';
import { shellOptions } from './shell-options.ts';
import { SITE_CHROME } from './page-chrome.ts';

afterEach(cleanup);
// As on the server: the footer's columns render from their code (the browser keeps their HTML).
registerShellParts();

const pages: ServedPage[] = [
  { id: 10, order: 10, title: 'Location de car avec chauffeur', menuTitle: 'Location de car', url: 'location-car-avec-chauffeur', showInMenu: true },
  {
    id: 50,
    order: 50,
    title: 'L’entreprise',
    url: 'entreprise',
    isText: true,
    showInMenu: true,
    children: [
      { id: 51, order: 0, title: 'Qui sommes-nous ?', url: 'qui-sommes-nous', showInMenu: true },
      { id: 53, order: 20, title: 'Notre histoire', url: 'notre-histoire', showInMenu: true },
    ],
  },
  { id: 60, order: 60, title: 'Nous contacter', menuTitle: 'Contact', url: 'nous-contacter', showInMenu: true, cms: { route: 'nous-contacter' } },
];

const parameters = [
  { type: 'COMPANY_NAME', value: 'Autocars Bocage Vendée' },
  { type: 'HEAD_OFFICE', value: '14 rue de la Sèvre, 85500 Les Herbiers' },
  { type: 'COMPANY_PHONE', value: '02 51 67 19 43' },
  { type: 'SHOW_ADDRESS_IN_FOOTER', value: true },
  { type: 'OPENING_HOURS_MONDAY', value: '08:00-12:00,14:00-18:30' },
  { type: 'FACEBOOK_URL', value: 'https://www.facebook.com/autocars' },
  { type: 'TWITTER_URL', value: '' },
];

function shellProps(overrides: Partial<ShellProps>, locale: Locale): ShellProps {
  return {
    site: { name: 'Autocars', idSite: 87 },
    siteInfo: {
      idSite: 87,
      name: 'Autocars',
      // served logos carry more fields than the schema requires (alt, onlineImage…)
      logos: [
        { type: 'LOGO', url: '/media/logos/logo.svg', alt: 'Autocars Bocage Vendée' } as ServedLogo,
        { type: 'LOGO_DARK_THEME', url: '/media/logos/logo-dark-theme.svg' },
      ],
    },
    // The root loader builds the menu and the contact path from the tree on the server, the same way.
    menu: menuItems(pages, locale),
    contactPath: pagePathByRoute(pages, 'nous-contacter', locale) ?? '/nous-contacter',
    parameters,
    locale,
    alternatePaths: { fr: '/entreprise/notre-histoire', en: '/en/company/our-history' },
    footer: { logos: [], links: [{ id: 1, title: 'Demander un devis', href: '/demander-un-devis' }] },
    children: <h1>Notre histoire</h1>,
    ...overrides,
    // The root loader reads them from the parameters on the server, the same way.
    options: overrides.options ?? shellOptions(overrides.parameters ?? parameters),
  };
}

function shellTree(overrides: Partial<ShellProps> = {}, locale: Locale = 'fr_FR') {
  return (
    <MemoryRouter>
      <IntlProvider locale={locale === 'en' ? 'en' : 'fr'} messages={shellMessages(locale)}>
        <Shell {...shellProps(overrides, locale)} />
      </IntlProvider>
    </MemoryRouter>
  );
}

function renderShell(overrides: Partial<ShellProps> = {}, locale: Locale = 'fr_FR') {
  return render(shellTree(overrides, locale));
}

describe('Shell on a shop site, server HTML', () => {
  // The very first render of the process: no lazy chunk has been loaded yet (a server just started).
  it('carries the cart button, a link to the cart with its count, from the first render', () => {
    const html = renderToString(shellTree({ shop: { cartCount: 3, member: false, apiBaseUrl: '/api' } }, 'en'));
    const page = new DOMParser().parseFromString(html, 'text/html');
    const button = page.querySelector('a.cart-button');
    expect(button?.getAttribute('href')).toBe('/en/cart');
    expect(button?.getAttribute('aria-label')).toMatch(/3/);
    expect(button?.querySelector('.cart-button__count')?.textContent).toBe('3');
  });
  it('shows 0 when the server knows no cart', () => {
    const html = renderToString(shellTree({ shop: { cartCount: null, member: false, apiBaseUrl: '/api' } }));
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('a.cart-button')?.getAttribute('href')).toBe('/cart');
    expect(page.querySelector('.cart-button__count')?.textContent).toBe('0');
  });
});

describe('Shell layout', () => {
  it('starts with a skip link to the main content', () => {
    renderShell();
    const skip = screen.getByRole('link', { name: 'Aller au contenu' });
    expect(skip.getAttribute('href')).toBe('#content');
    expect(screen.getByRole('main').id).toBe('content');
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 }).textContent).toBe('Notre histoire');
  });

  it('shows the menu entries in order, text-only parents as buttons', () => {
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const entries = within(nav).getAllByRole('listitem').filter((item) => item.parentElement?.classList.contains('main-menu__list'));
    expect(entries.map((entry) => entry.firstElementChild?.textContent)).toEqual(['Location de car', 'L’entreprise', 'Contact']);
    expect(within(nav).getByRole('link', { name: 'Location de car' }).getAttribute('href')).toBe('/location-car-avec-chauffeur');
    expect(within(nav).queryByRole('link', { name: 'L’entreprise' })).toBeNull();
    expect(within(nav).getByRole('button', { name: 'L’entreprise' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('links the language switch to the same page in each language', () => {
    renderShell();
    const lists = screen.getAllByRole('list', { name: 'Langue' });
    const english = within(lists[0] as HTMLElement).getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/en/company/our-history');
    expect(within(lists[0] as HTMLElement).getByRole('link', { name: 'Français' }).getAttribute('aria-current')).toBe('true');
  });

  it('uses the dark-theme logo on a dark background, named as the home link', () => {
    renderShell({ parameters: [...parameters, { type: 'BACKGROUND_COLOR', value: '#111111' }] });
    const home = screen.getByRole('link', { name: 'Accueil – Autocars Bocage Vendée' });
    expect(home.getAttribute('href')).toBe('/');
    expect(home.querySelector('img')?.getAttribute('src')).toContain('/ik-seo/media/logos/logo-dark-theme/');
  });
});

describe('Shell around a tree page’s chrome (§3 page fields, decision 0062)', () => {
  it('lays the header over the page’s top for useAbsoluteMenu', () => {
    const { container } = renderShell({ chrome: { ...SITE_CHROME, absoluteMenu: true } });
    expect(container.querySelector('.site-header')?.getAttribute('data-overlay')).toBe('true');
    renderShell();
    expect(document.querySelectorAll('.site-header[data-overlay]').length).toBe(1);
  });

  it('draws no site header or menu for a page with its own header (isCustomHeader)', () => {
    renderShell({ chrome: { ...SITE_CHROME, customHeader: true } });
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    expect(document.querySelector('.site-header')).toBeNull();
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toBeTruthy();
  });

  it('draws no footer columns for a page with its own footer (isCustomFooter), and keeps the legal links', () => {
    const { container } = renderShell({ chrome: { ...SITE_CHROME, customFooter: true } });
    expect(container.querySelector('.site-footer')?.textContent).not.toContain('Demander un devis');
    expect(within(screen.getByRole('navigation', { name: 'Informations légales' })).getByRole('link', { name: 'Mentions légales' })).toBeTruthy();
    cleanup();
    const usual = renderShell();
    expect(usual.container.querySelector('.site-footer')?.textContent).toContain('Demander un devis');
  });
});

describe('Shell footer', () => {
  it('shows the identity, address, hours, links and only the configured social networks', () => {
    renderShell({}, 'en');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('14 rue de la Sèvre, 85500 Les Herbiers')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '02 51 67 19 43' }).getAttribute('href')).toBe('tel:0251671943');
    expect(within(footer).getByText('Monday').nextElementSibling?.textContent).toBe('08:00 – 12:00, 14:00 – 18:30');
    expect(within(footer).getAllByText('Closed')).toHaveLength(6);
    expect(within(footer).getByRole('link', { name: 'Demander un devis' }).getAttribute('href')).toBe('/demander-un-devis');
    const social = within(footer).getAllByRole('link', { name: /new window/ });
    expect(social.map((link) => link.getAttribute('aria-label'))).toEqual(['Facebook – Autocars Bocage Vendée (new window)']);
  });

  it('hides the address when SHOW_ADDRESS_IN_FOOTER is off', () => {
    renderShell({ parameters: parameters.filter((parameter) => parameter.type !== 'SHOW_ADDRESS_IN_FOOTER') });
    expect(screen.queryByText('14 rue de la Sèvre, 85500 Les Herbiers')).toBeNull();
  });

  it('ends with the legal links and the copyright line', () => {
    renderShell({}, 'en');
    const legal = screen.getByRole('navigation', { name: 'Legal information' });
    expect(within(legal).getByRole('link', { name: 'Legal notice' }).getAttribute('href')).toBe('/en/legal-notice');
    expect(within(legal).getAllByRole('link')).toHaveLength(5);
    expect(screen.getByText(`© ${new Date().getFullYear()} Autocars Bocage Vendée`)).toBeTruthy();
  });

  it('offers call, contact and menu in the bottom bar', () => {
    renderShell();
    const bar = screen.getByRole('navigation', { name: 'Accès rapide' });
    expect(within(bar).getByRole('link', { name: 'Appeler' }).getAttribute('href')).toBe('tel:0251671943');
    expect(within(bar).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/nous-contacter');
    const menuButton = within(bar).getByRole('button', { name: 'Menu' });
    expect(menuButton.getAttribute('aria-controls')).toBe('main-menu');
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('main-menu')?.getAttribute('data-open')).toBe('true');
  });

  it('puts the burger in the header when the mobile menu is at the top, and closes it on Escape', async () => {
    renderShell({ parameters: [...parameters, { type: 'MOBILE_MENU_POSITION', value: 'TOP' }] });
    const bar = screen.getByRole('navigation', { name: 'Accès rapide' });
    expect(within(bar).queryByRole('button')).toBeNull();
    const burger = within(screen.getByRole('banner')).getByRole('button', { name: 'Ouvrir le menu' });
    expect(burger.getAttribute('aria-controls')).toBe('main-menu');
    fireEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(burger.getAttribute('aria-label')).toBe('Fermer le menu');
    // The open drawer's modal behaviour comes with the shell's behaviour chunk.
    await act(async () => {
      await import('./shell-behaviour.ts');
    });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('Shell accessibility', () => {
  it.each(['fr_FR', 'en'] as const)('has no WCAG 2.1 AA structure violation in %s, menus open', async (locale) => {
    const { container } = renderShell({}, locale);
    fireEvent.click(screen.getAllByRole('button', { expanded: false })[0] as HTMLElement);
    const result = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

describe('Shell around a focused page (the checkout, frame FOCUSED)', () => {
  const shop = { cartCount: 2, member: false, apiBaseUrl: '/api' };
  it.each([
    ['fr_FR', 'Revenir au panier', '/cart', 'Mentions légales'],
    ['en', 'Back to the cart', '/en/cart', 'Legal notice'],
  ] as const)('keeps the logo, a way back to the cart and the legal links, no site menu nor full footer (%s)', async (locale, back, cartPath, legal) => {
    const { container } = renderShell({ frame: 'FOCUSED', shop }, locale);
    expect(screen.queryByRole('navigation', { name: locale === 'en' ? 'Main menu' : 'Menu principal' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: locale === 'en' ? 'Quick access' : 'Accès rapide' })).toBeNull();
    expect(container.querySelector('.site-footer__grid, .cart-button')).toBeNull();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: /Autocars Bocage Vendée/ }).getAttribute('href')).toBe(locale === 'en' ? '/en' : '/');
    expect(within(header).getByRole('link', { name: back }).getAttribute('href')).toBe(cartPath);
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: legal })).toBeTruthy();
    const result = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
