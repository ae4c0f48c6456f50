import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForm, ui } from './block-form.test-utils.tsx';

// First in its file: the rich-text editor's chunk is not loaded yet when the form renders.
const schema = {
  type: 'object',
  required: ['title', 'html'],
  properties: {
    title: { type: 'string', minLength: 1, ...ui('Titre', 'Title') },
    html: { type: 'string', contentMediaType: 'text/html', ...ui('Texte', 'Text') },
  },
};

describe('BlockForm focusPointer', () => {
  it('focuses a rich-text editor still loading once it is there', async () => {
    renderForm(schema, {
      value: { title: { fr: 'A', en: 'A' }, html: { fr: '<p>x</p>', en: '' } },
      errors: [{ pointer: '/html/en', message: 'Texte anglais manquant' }],
      focusPointer: '/html/en',
    });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Texte English' })), { timeout: 10_000 });
  });

  it('focuses the same field again on a new focusRequest', () => {
    const view = renderForm(schema, { value: { title: { fr: '', en: 'A' } }, focusPointer: '/title/fr', focusRequest: 1 });
    const fr = screen.getByRole('textbox', { name: 'Titre Français' });
    expect(document.activeElement).toBe(fr);
    screen.getByRole('textbox', { name: 'Titre English' }).focus();
    view.update({ focusPointer: '/title/fr', focusRequest: 1 });
    expect(document.activeElement).not.toBe(fr);
    view.update({ focusPointer: '/title/fr', focusRequest: 2 });
    expect(document.activeElement).toBe(fr);
  });
});
