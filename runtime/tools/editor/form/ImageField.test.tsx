import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, renderForm, ui } from './block-form.test-utils.tsx';

const imageSchema = (fr: string, en: string) => ({
  type: 'object',
  required: ['src', 'alt', 'width', 'height'],
  properties: {
    src: { type: 'string', pattern: '^/media/', ...ui('Fichier', 'File', { 'x-widget': 'media' }) },
    alt: { type: 'string', ...ui('Texte alternatif', 'Alt text') },
    width: { type: 'integer', minimum: 1, ...ui('Largeur', 'Width') },
    height: { type: 'integer', minimum: 1, ...ui('Hauteur', 'Height') },
  },
  ...ui(fr, en, { 'x-widget': 'image' }),
});

const schema = { type: 'object', properties: { image: imageSchema('Image de fond', 'Background picture') } };

describe('ImageField', () => {
  it("offers the site's pictures as radio buttons named by their alt text, with the label and help", () => {
    renderForm(schema);
    const group = screen.getByRole('radiogroup', { name: 'Fichier' });
    expect(descriptionOf(group)).toBe('Aide Fichier');
    expect(screen.getByRole('group', { name: 'Image de fond' })).toBeTruthy();
    expect(within(group).getAllByRole('radio').map((r) => r.parentElement?.getAttribute('title'))).toEqual(['Aucune image', 'Le chai', 'Les vignes']);
    expect((within(group).getByRole('radio', { name: 'Aucune image' }) as HTMLInputElement).checked).toBe(true);
  });

  it('takes the picture chosen and its alt texts from the site; "No picture" removes the optional image', () => {
    const view = renderForm(schema);
    fireEvent.click(screen.getByRole('radio', { name: 'Les vignes' }));
    expect(view.last()).toEqual({ image: { src: '/media/estate/vines.jpg', alt: { fr: 'Les vignes', en: 'The vines' } } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Largeur' }), { target: { value: '1600' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Texte alternatif English' }), { target: { value: 'Vines in May' } });
    expect(view.last()).toEqual({ image: { src: '/media/estate/vines.jpg', alt: { fr: 'Les vignes', en: 'Vines in May' }, width: 1600 } });
    fireEvent.click(screen.getByRole('radio', { name: 'Aucune image' }));
    expect(view.last()).toEqual({});
  });

  it('keeps a picture that is not among the site pictures as an option', () => {
    renderForm(schema, { value: { image: { src: '/media/old.jpg', alt: 'x', width: 1, height: 1 } } });
    expect((screen.getByRole('radio', { name: '/media/old.jpg' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows an image spelled as the spec spells it ({ name, url, externalPath }) and saves it in today’s shape (decision 0061)', () => {
    const view = renderForm(schema, { value: { image: { name: { fr: 'Le chai', en: 'The cellar' }, url: '/media/estate/cellar.jpg', externalPath: '/estate/cellar.jpg', width: 10, height: 20 } } });
    expect((screen.getByRole('radio', { name: 'Le chai' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Texte alternatif English' }) as HTMLInputElement).value).toBe('The cellar');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Largeur' }), { target: { value: '1600' } });
    expect(view.last()).toEqual({ image: { src: '/media/estate/cellar.jpg', alt: { fr: 'Le chai', en: 'The cellar' }, width: 1600, height: 20 } });
  });

  it('shows an error at the picture and at the alt text of its language, and focuses the chosen picture', () => {
    const view = renderForm(schema, {
      value: { image: { src: '/media/estate/cellar.jpg', alt: { fr: 'Le chai', en: '' }, width: 10, height: 10 } },
      errors: [
        { pointer: '/image/src', message: 'Fichier introuvable' },
        { pointer: '/image/alt/en', message: 'Texte anglais manquant' },
      ],
    });
    const chosen = screen.getByRole('radio', { name: 'Le chai' });
    expect(document.getElementById(chosen.getAttribute('aria-errormessage')!)?.textContent).toBe('Fichier introuvable');
    expect(screen.getByRole('textbox', { name: 'Texte alternatif English' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Texte alternatif Français' }).getAttribute('aria-invalid')).toBeNull();
    view.update({ focusPointer: '/image/src' });
    expect(document.activeElement).toBe(chosen);
    view.update({ focusPointer: '/image/alt/en' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Texte alternatif English' }));
  });
});
