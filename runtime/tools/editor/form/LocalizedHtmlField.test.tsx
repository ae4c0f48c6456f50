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
