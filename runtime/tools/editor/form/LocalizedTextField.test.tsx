import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, renderForm, ui } from './block-form.test-utils.tsx';

const schema = {
  type: 'object',
  required: ['title'],
  properties: {
    title: { type: 'string', minLength: 1, ...ui('Titre', 'Title') },
    intro: { type: 'string', maxLength: 400, ...ui('Introduction', 'Introduction') },
  },
};

describe('LocalizedTextField', () => {
  it('shows its label and help, French and English side by side, each input described by the help', () => {
    renderForm(schema, { value: { title: { fr: 'Bonjour', en: 'Hello' } } });
    const fr = screen.getByRole('textbox', { name: 'Titre Français' });
    const en = screen.getByRole('textbox', { name: 'Titre English' });
    expect((fr as HTMLInputElement).value).toBe('Bonjour');
    expect((en as HTMLInputElement).value).toBe('Hello');
    expect(descriptionOf(fr)).toBe('Aide Titre');
    expect(screen.getByText('Aide Titre')).toBeTruthy();
  });

  it('hands back a new props object with the language typed, the other kept, the given one unchanged', () => {
    const view = renderForm(schema, { value: { title: { fr: 'Bonjour', en: 'Hello' } } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Titre English' }), { target: { value: 'Hi' } });
    expect(view.last()).toEqual({ title: { fr: 'Bonjour', en: 'Hi' } });
    expect(view.given).toEqual({ title: { fr: 'Bonjour', en: 'Hello' } });
  });

  it('reads a plain string as both languages', () => {
    const view = renderForm(schema, { value: { title: 'Vitrine' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Titre Français' }), { target: { value: 'Vitrine !' } });
    expect(view.last()).toEqual({ title: { fr: 'Vitrine !', en: 'Vitrine' } });
  });

  it('removes an optional text emptied in both languages; a required one keeps both languages empty', () => {
    const view = renderForm(schema, { value: { title: { fr: 'A', en: '' }, intro: { fr: 'x', en: '' } } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Introduction Français' }), { target: { value: '' } });
    expect(view.last()).toEqual({ title: { fr: 'A', en: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Titre Français' }), { target: { value: '' } });
    expect(view.last()).toEqual({ title: { fr: '', en: '' } });
  });

  it('types a long text (large maxLength) in a box of several lines', () => {
    renderForm(schema);
    expect(screen.getByRole('textbox', { name: 'Introduction Français' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: 'Titre Français' }).tagName).toBe('INPUT');
  });

  it("shows an error under its language only, the input invalid and naming it", () => {
    renderForm(schema, { value: { title: { fr: 'Bonjour', en: '' } }, errors: [{ pointer: '/title/en', message: 'Missing English text' }] });
    const en = screen.getByRole('textbox', { name: 'Titre English' });
    const fr = screen.getByRole('textbox', { name: 'Titre Français' });
    expect(en.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(en.getAttribute('aria-errormessage')!)?.textContent).toBe('Missing English text');
    expect(fr.getAttribute('aria-invalid')).toBeNull();
    expect(en.closest('.bf-lang')?.textContent).toContain('Missing English text');
    expect(fr.closest('.bf-lang')?.textContent).not.toContain('Missing English text');
  });

  it('takes an error given with its lang as well as one at /title/fr', () => {
    renderForm(schema, { errors: [{ pointer: '/title', lang: 'fr', message: 'Texte français manquant' }] });
    expect(screen.getByRole('textbox', { name: 'Titre Français' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('focuses the language of the error when focusPointer names the field', () => {
    const view = renderForm(schema, { errors: [{ pointer: '/title/en', message: 'Missing English text' }] });
    view.update({ focusPointer: '/title' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Titre English' }));
    view.update({ focusPointer: '/intro/fr' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Introduction Français' }));
  });

  it('labels in English for an English-speaking admin', () => {
    renderForm(schema, { uiLang: 'en' });
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Title Français' }))).toBe('Help Title');
  });
});
