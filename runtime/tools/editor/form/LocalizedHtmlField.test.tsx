import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, renderForm, ui } from './block-form.test-utils.tsx';

const schema = {
  type: 'object',
  required: ['html'],
  properties: { html: { type: 'string', contentMediaType: 'text/html', ...ui('Texte', 'Text') } },
};

const editorOf = (lang: 'Français' | 'English') => screen.getByRole('textbox', { name: `Texte ${lang}` });

describe('LocalizedHtmlField', () => {
  it('shows a rich-text editor per language with its label, help and a formatting toolbar', async () => {
    renderForm(schema, { value: { html: { fr: '<p>Bonjour <strong>tout le monde</strong></p>', en: '<p>Hello</p>' } } });
    await waitFor(() => expect(editorOf('Français').innerHTML).toContain('<strong>tout le monde</strong>'));
    expect(editorOf('English').getAttribute('contenteditable')).toBe('true');
    expect(descriptionOf(editorOf('English'))).toBe('Aide Texte');
    const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme (Français)' });
    expect([...toolbar.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Gras', 'Italique', 'Paragraphe', 'Titre 2', 'Titre 3', 'Liste à puces', 'Liste numérotée', 'Citation', 'Lien',
    ]);
  });

  it('hands back the HTML of one language, the other kept', async () => {
    const view = renderForm(schema, { value: { html: { fr: '<p>Bonjour</p>', en: '<p>Hello</p>' } } });
    await waitFor(() => expect(editorOf('English').textContent).toBe('Hello'));
    const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme (English)' });
    fireEvent.click(toolbar.querySelector('button[aria-label="Liste à puces"]')!);
    expect(view.last()).toEqual({ html: { fr: '<p>Bonjour</p>', en: '<ul><li><p>Hello</p></li></ul>' } });
  });

  it('drops what the sanitizer would: a script, a style, a class, an h1 become plain text and paragraphs', async () => {
    renderForm(schema, { value: { html: { fr: '<p class="x" style="color:red" onclick="alert(1)">A <b>B</b></p>', en: '<p>C</p>' } } });
    await waitFor(() => expect(editorOf('Français').innerHTML).toBe('<p>A <strong>B</strong></p>'));
  });

  it('edits a text with a table as HTML source, so the table is not lost', () => {
    const view = renderForm(schema, { value: { html: { fr: '<table><tr><td>1</td></tr></table>', en: '<p>x</p>' } } });
    const source = editorOf('Français') as HTMLTextAreaElement;
    expect(source.tagName).toBe('TEXTAREA');
    fireEvent.change(source, { target: { value: '<table><tr><td>2</td></tr></table>' } });
    expect(view.last()).toEqual({ html: { fr: '<table><tr><td>2</td></tr></table>', en: '<p>x</p>' } });
  });

  it('shows an error under its language and focuses that editor on focusPointer', async () => {
    const view = renderForm(schema, { value: { html: { fr: '<p>Bonjour</p>', en: '' } }, errors: [{ pointer: '/html/en', message: 'Texte anglais manquant' }] });
    await waitFor(() => expect(editorOf('English').getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(editorOf('English').getAttribute('aria-errormessage')!)?.textContent).toBe('Texte anglais manquant');
    expect(editorOf('Français').getAttribute('aria-invalid')).toBeNull();
    view.update({ focusPointer: '/html' });
    expect(document.activeElement).toBe(editorOf('English'));
  });
});

describe('the rich-text toolbar', () => {
  it('is one tab stop whose arrows move between its buttons', async () => {
    renderForm(schema, { value: { html: { fr: '<p>A</p>', en: '<p>B</p>' } } });
    const toolbar = await screen.findByRole('toolbar', { name: 'Mise en forme (Français)' });
    const buttons = [...toolbar.querySelectorAll('button')];
    expect(buttons.map((b) => b.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1, -1, -1]);
    buttons[0]!.focus();
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons[8]);
    fireEvent.keyDown(buttons[8]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[0]);
    expect(buttons.map((b) => b.tabIndex).filter((i) => i === 0)).toHaveLength(1);
  });

  it('refuses a link address a link field would refuse, saying why in the admin language', async () => {
    renderForm(schema, { value: { html: { fr: '<p>A</p>', en: '<p>B</p>' } }, uiLang: 'en' });
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting (Français)' });
    fireEvent.click(toolbar.querySelector('button[aria-label="Link"]')!);
    const address = screen.getByRole('textbox', { name: 'Link address' });
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(address.getAttribute('aria-errormessage')!)?.textContent).toContain('Invalid address');
    fireEvent.keyDown(address, { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull();
  });

  it('links the selected text to an address, with no target or rel the sanitizer would rewrite', async () => {
    const view = renderForm(schema, { value: { html: { fr: '<p>Nos vins</p>', en: '<p>B</p>' } } });
    await waitFor(() => expect(editorOf('Français').textContent).toBe('Nos vins'));
    fireEvent.keyDown(editorOf('Français'), { key: 'a', ctrlKey: true });
    const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme (Français)' });
    fireEvent.click(toolbar.querySelector('button[aria-label="Lien"]')!);
    const address = screen.getByRole('textbox', { name: 'Adresse du lien' });
    fireEvent.change(address, { target: { value: '/nos-vins' } });
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(view.last()).toEqual({ html: { fr: '<p><a href="/nos-vins">Nos vins</a></p>', en: '<p>B</p>' } });
    expect(screen.queryByRole('textbox', { name: 'Adresse du lien' })).toBeNull();
  });

  it('puts an address in as its own link text when nothing is selected', async () => {
    const view = renderForm(schema, { value: { html: { fr: '<p>Écrivez-nous</p>', en: '<p>B</p>' } } });
    await waitFor(() => expect(editorOf('Français').textContent).toBe('Écrivez-nous'));
    const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme (Français)' });
    fireEvent.click(toolbar.querySelector('button[aria-label="Lien"]')!);
    const address = screen.getByRole('textbox', { name: 'Adresse du lien' });
    fireEvent.change(address, { target: { value: 'mailto:contact@domaine.fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(view.last()).toEqual({ html: { fr: '<p><a href="mailto:contact@domaine.fr">mailto:contact@domaine.fr</a>Écrivez-nous</p>', en: '<p>B</p>' } });
  });
});
