import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { libraryStore } from '../media/library-store.ts';
import type { MediaItem } from '../media/media-api.ts';
import { renderForm, ui } from './block-form.test-utils.tsx';

const schema = {
  type: 'object',
  properties: {
    image: {
      type: 'object',
      required: ['src', 'alt', 'width', 'height'],
      properties: {
        src: { type: 'string', pattern: '^/media/', ...ui('Fichier', 'File', { 'x-widget': 'media' }) },
        alt: { type: 'string', ...ui('Texte alternatif', 'Alt text') },
        width: { type: 'integer', minimum: 1, ...ui('Largeur', 'Width') },
        height: { type: 'integer', minimum: 1, ...ui('Hauteur', 'Height') },
      },
      ...ui('Image de fond', 'Background picture', { 'x-widget': 'image' }),
    },
  },
};
const hash = 'd'.repeat(64);
const item: MediaItem = {
  id: 7, hash, src: `/media/library/${hash}.jpg`, mime: 'image/jpeg', width: 2400, height: 1500, size: 123456,
  alt: { fr: 'Le chai au soleil couchant', en: 'The wine cellar at sunset' }, name: 'chai.jpg', createdAt: '2026-11-28T10:00:00.000Z', createdBy: 'owner@example.fr',
};

afterEach(() => libraryStore.removed(item.id));

describe('ImageField with the media library', () => {
  it('offers the library pictures first, shown through the image pipeline, and takes their alt texts and pixels', () => {
    libraryStore.added(item);
    const view = renderForm(schema, { value: { image: { src: '/media/estate/vines.jpg', alt: { fr: 'Les vignes', en: 'The vines' }, width: 10, height: 10 } } });
    const group = screen.getByRole('radiogroup', { name: 'Fichier' });
    expect(within(group).getAllByRole('radio').map((r) => r.parentElement?.getAttribute('title'))).toEqual(['Aucune image', 'Le chai au soleil couchant', 'Le chai', 'Les vignes']);
    const radio = within(group).getByRole('radio', { name: 'Le chai au soleil couchant' });
    expect(radio.parentElement?.querySelector('img')?.getAttribute('src')).toBe(`/ik-seo/media/library/${hash}/${hash}.jpg?tr=w-320`);
    fireEvent.click(radio);
    // The library's alt texts describe the new picture: they replace the old picture's.
    expect(view.last()).toEqual({ image: { src: item.src, alt: item.alt, width: 2400, height: 1500 } });
  });
});
