import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, renderForm, ui } from './block-form.test-utils.tsx';

const schema = {
  type: 'object',
  required: ['cards'],
  properties: {
    cards: {
      type: 'array',
      minItems: 1,
      maxItems: 3,
      items: {
        type: 'object',
        required: ['title'],
        properties: {
          title: { type: 'string', minLength: 1, ...ui('Titre', 'Title') },
          wide: { type: 'boolean', ...ui('Large', 'Wide') },
        },
        ...ui('Carte', 'Card'),
      },
      ...ui('Cartes', 'Cards'),
    },
  },
};

const cards = (...titles: string[]) => titles.map((title) => ({ title: { fr: title, en: title } }));
const titles = () => screen.getAllByRole('textbox', { name: /^Titre Français$/ }).map((input) => (input as HTMLInputElement).value);

describe('ListField', () => {
  it('shows each item as a sub-form in a fieldset named with its place, the list with its label and help', () => {
    renderForm(schema, { value: { cards: cards('A', 'B') } });
    expect(descriptionOf(screen.getByRole('group', { name: 'Cartes' }))).toContain('Aide Cartes');
    expect(screen.getByRole('group', { name: 'Carte 1' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Carte 2' })).toBeTruthy();
    expect(titles()).toEqual(['A', 'B']);
  });

  it('adds an item with its defaults and focuses its first input', () => {
    const view = renderForm(schema, { value: { cards: cards('A') } });
    fireEvent.click(screen.getByRole('button', { name: '+ Ajouter : Carte' }));
    expect(view.last()).toEqual({ cards: [...cards('A'), { title: { fr: '', en: '' } }] });
    expect(document.activeElement).toBe(screen.getAllByRole('textbox', { name: 'Titre Français' })[1]);
  });

  it('stops adding at maxItems', () => {
    renderForm(schema, { value: { cards: cards('A', 'B', 'C') } });
    expect((screen.getByRole('button', { name: '+ Ajouter : Carte' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('removes an item', () => {
    const view = renderForm(schema, { value: { cards: cards('A', 'B', 'C') } });
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer : Carte 2' }));
    expect(view.last()).toEqual({ cards: cards('A', 'C') });
  });

  it('reorders with the buttons, the first cannot go up', () => {
    const view = renderForm(schema, { value: { cards: cards('A', 'B', 'C') } });
    expect((screen.getByRole('button', { name: 'Monter : Carte 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Descendre : Carte 3' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Descendre : Carte 1' }));
    expect(view.last()).toEqual({ cards: cards('B', 'A', 'C') });
    expect(titles()).toEqual(['B', 'A', 'C']);
  });

  it('moves the focused item with Alt+↑ and Alt+↓, the focus following it', () => {
    const view = renderForm(schema, { value: { cards: cards('A', 'B', 'C') } });
    const inputOfC = screen.getAllByRole('textbox', { name: 'Titre Français' })[2]!;
    inputOfC.focus();
    fireEvent.keyDown(inputOfC, { key: 'ArrowUp', altKey: true });
    expect(view.last()).toEqual({ cards: cards('A', 'C', 'B') });
    expect(document.activeElement).toBe(inputOfC);
    expect((document.activeElement as HTMLInputElement).value).toBe('C');
    fireEvent.keyDown(inputOfC, { key: 'ArrowUp', altKey: true });
    expect(titles()).toEqual(['C', 'A', 'B']);
    fireEvent.keyDown(inputOfC, { key: 'ArrowUp', altKey: true });
    expect(view.changes).toHaveLength(2);
    fireEvent.keyDown(inputOfC, { key: 'ArrowDown', altKey: true });
    expect(titles()).toEqual(['A', 'C', 'B']);
  });

  it("edits an item's prop immutably", () => {
    const value = { cards: cards('A', 'B') };
    const view = renderForm(schema, { value });
    fireEvent.click(screen.getAllByRole('switch', { name: 'Large' })[1]!);
    expect(view.last()).toEqual({ cards: [...cards('A'), { title: { fr: 'B', en: 'B' }, wide: true }] });
    expect(value).toEqual({ cards: cards('A', 'B') });
    expect(view.last()!.cards).not.toBe(value.cards);
    expect((view.last()!.cards as unknown[])[0]).toBe(value.cards[0]);
  });

  it("shows the list's error at the list, an item's at its field, and focuses the add button for the list", () => {
    const view = renderForm(schema, {
      value: { cards: cards('A', '') },
      errors: [
        { pointer: '/cards', message: 'Au moins une carte' },
        { pointer: '/cards/1/title/en', message: 'Titre anglais manquant' },
        { pointer: '/cards/5/title', message: 'Une carte qui n’est plus là' },
      ],
    });
    const list = screen.getByRole('group', { name: 'Cartes' });
    expect(list.querySelector('.bf-error')?.textContent).toContain('Au moins une carte');
    expect(list.querySelector('.bf-error')?.textContent).toContain('Une carte qui n’est plus là');
    const secondEnglish = screen.getAllByRole('textbox', { name: 'Titre English' })[1]!;
    expect(secondEnglish.getAttribute('aria-invalid')).toBe('true');
    view.update({ focusPointer: '/cards' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '+ Ajouter : Carte' }));
    view.update({ focusPointer: '/cards/1/title' });
    expect(document.activeElement).toBe(secondEnglish);
  });
});
