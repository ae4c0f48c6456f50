import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, renderForm, ui } from './block-form.test-utils.tsx';

const schema = {
  type: 'object',
  properties: {
    href: { type: 'string', minLength: 1, ...ui('Lien', 'Link', { 'x-widget': 'link' }) },
    listHref: { type: 'string', pattern: '^/', ...ui('Page de la liste', 'List page', { 'x-widget': 'page' }) },
  },
};

describe('LinkField', () => {
  it('picks a page of the site, found by its title, as its path in each language', () => {
    const view = renderForm(schema);
    const link = screen.getByRole('group', { name: 'Lien' });
    expect(descriptionOf(link)).toBe('Aide Lien');
    const [search] = screen.getAllByRole('searchbox', { name: 'Rechercher une page' });
    fireEvent.change(search!, { target: { value: 'vins' } });
    expect(screen.getAllByRole('radio', { name: /Nos vins/ })).toHaveLength(2);
    expect(screen.queryAllByRole('radio', { name: /Le domaine/ })).toHaveLength(1);
    fireEvent.click(screen.getAllByRole('radio', { name: /Nos vins/ })[0]!);
    expect(view.last()).toEqual({ href: { fr: '/nos-vins', en: '/en/our-wines' } });
  });

  it('shows the page a value names as chosen', () => {
    renderForm(schema, { value: { listHref: { fr: '/le-domaine', en: '/en/the-estate' } } });
    const checked = screen.getAllByRole('radio', { checked: true }).map((r) => r.closest('label')?.textContent);
    expect(checked).toContain('Le domaine/le-domaine');
  });

  it('takes an address, checked as it is typed', () => {
    const view = renderForm(schema, { uiLang: 'en' });
    fireEvent.click(screen.getByRole('radio', { name: 'An address' }));
    const address = screen.getByRole('textbox', { name: 'Address' });
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(address.getAttribute('aria-errormessage')!)?.textContent).toContain('Invalid address');
    fireEvent.change(address, { target: { value: 'https://www.agencebio.org' } });
    expect(address.getAttribute('aria-invalid')).toBeNull();
    expect(view.last()).toEqual({ href: 'https://www.agencebio.org' });
    fireEvent.change(address, { target: { value: '' } });
    expect(view.last()).toEqual({});
  });

  it('opens an address value on the address', () => {
    renderForm(schema, { value: { href: 'https://www.vinsvaldeloire.fr' } });
    expect((screen.getByRole('textbox', { name: 'Adresse' }) as HTMLInputElement).value).toBe('https://www.vinsvaldeloire.fr');
  });

  it('offers pages only for a page widget', () => {
    renderForm(schema);
    expect(screen.getAllByRole('radio', { name: 'Une adresse' })).toHaveLength(1);
  });

  it('shows an error at the field and focuses its page', () => {
    const view = renderForm(schema, {
      value: { href: { fr: '/nos-vins', en: '/en/our-wines' } },
      errors: [{ pointer: '/href', message: 'Cette page n’existe plus' }],
    });
    const chosen = screen.getAllByRole('radio', { checked: true }).find((r) => r.getAttribute('data-pointer') === '/href')!;
    expect(chosen.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(chosen.getAttribute('aria-errormessage')!)?.textContent).toBe('Cette page n’existe plus');
    view.update({ focusPointer: '/href' });
    expect(document.activeElement).toBe(chosen);
  });

  it('shows a link to a page that no longer exists rather than keeping it silently', () => {
    renderForm(schema, { value: { listHref: { fr: '/ancienne-page', en: '/en/old-page' } } });
    expect(screen.getByText('/ancienne-page · /en/old-page').parentElement?.textContent).toContain('Lien actuel, vers aucune page du site');
  });
});
