import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from '../../i18n/IntlProvider.tsx';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellMessages } from '../../../engine/i18n/messages/index.ts';
import type { MenuItem } from '../../../engine/router/menu-tree.ts';
import { MenuParent } from './MenuParent.tsx';
import { wakeShell } from '../../render/late/use-shell-awake.ts';

/** The shell wakes (first interaction or idle time) and its behaviour chunk is in. */
async function wakeBehaviour() {
  await act(async () => {
    wakeShell();
    await import('../shell-behaviour.ts');
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A desktop-wide screen for `(min-width: 769px)`. */
function stubDesktop() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const child = (id: number, label: string, href: string): MenuItem => ({ id, label, href, external: false, children: [] });

function renderParent(item: MenuItem) {
  return render(
    <MemoryRouter>
      <IntlProvider locale="fr" messages={shellMessages('fr_FR')}>
        <ul>
          <MenuParent item={item} alignment="LEFT" />
        </ul>
      </IntlProvider>
    </MemoryRouter>,
  );
}

const company: MenuItem = {
  id: 50,
  label: 'L’entreprise',
  href: null,
  external: false,
  children: [child(51, 'Qui sommes-nous ?', '/entreprise/qui-sommes-nous'), child(53, 'Notre histoire', '/entreprise/notre-histoire')],
};

describe('MenuParent', () => {
  it('opens and closes its submenu with the button', () => {
    renderParent(company);
    const button = screen.getByRole('button', { name: 'L’entreprise' });
    expect(screen.queryByRole('link', { name: 'Notre histoire' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')?.hidden).toBe(false);
    expect(screen.getByRole('link', { name: 'Notre histoire' }).getAttribute('href')).toBe('/entreprise/notre-histoire');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows a page’s menu icon beside its entry, decorative: the link keeps its text as its name (decision 0062)', () => {
    renderParent({ ...company, children: [{ ...child(16, 'Car PMR', '/car-pmr'), icon: '/media/elements/accessibilite-pmr.svg' }] });
    fireEvent.click(screen.getByRole('button', { name: 'L’entreprise' }));
    const link = screen.getByRole('link', { name: 'Car PMR' });
    const icon = link.querySelector('img.menu-icon');
    expect(icon?.getAttribute('alt')).toBe('');
    expect(icon?.getAttribute('src')).toMatch(/^\/ik-seo\/media\/elements\/accessibilite-pmr\/[a-z-]+\.svg$/);
  });

  it('opens on ArrowDown with focus on the first link, and closes on Escape with focus back', async () => {
    renderParent(company);
    const button = screen.getByRole('button', { name: 'L’entreprise' });
    button.focus();
    await act(async () => {
      fireEvent.keyDown(button, { key: 'ArrowDown' });
    });
    const first = screen.getByRole('link', { name: 'Qui sommes-nous ?' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('keeps the parent link and adds a labelled toggle for a page with children', () => {
    renderParent({ ...company, label: 'Voyages organisés', href: '/voyages-organises' });
    expect(screen.getByRole('link', { name: 'Voyages organisés' }).getAttribute('href')).toBe('/voyages-organises');
    expect(screen.getByRole('button', { name: 'Sous-menu Voyages organisés' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes its submenu on a press outside the menu entry, once the behaviour has come', async () => {
    renderParent(company);
    const button = screen.getByRole('button', { name: 'L’entreprise' });
    fireEvent.click(button);
    await wakeBehaviour();
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Notre histoire' }));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('on desktop, opens on mouse hover, places the panel with @floating-ui, and closes once the pointer has left', async () => {
    stubDesktop();
    renderParent(company);
    await wakeBehaviour();
    const button = screen.getByRole('button', { name: 'L’entreprise' });
    const item = button.closest('li')!;
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    await vi.waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
    await vi.waitFor(() => expect(panel.style.top).toMatch(/px$/));
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    await vi.waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    expect(panel.style.top).toBe('');
  });

  it('does not open on touch hover: touch screens use the button', async () => {
    stubDesktop();
    renderParent(company);
    const button = screen.getByRole('button', { name: 'L’entreprise' });
    fireEvent.pointerEnter(button.closest('li')!, { pointerType: 'touch' });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
