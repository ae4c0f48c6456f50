import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import imageText from './index.ts';
import imageTextServer from './image-text.server.ts';

const { component: ImageText } = imageText;

describe('ImageText', () => {
  it('shows the title, the formatted text and a lazily loaded image with its alt text', () => {
    // A raster photo gets a srcset of resized variants (the server picks WebP or AVIF by Accept).
    const example = imageTextServer.examples!.fr;
    const props = { ...example, image: { ...example.image, src: '/media/fleet/minibus.jpg' } };
    const { container } = renderBlock(<ImageText props={props} data={undefined} slots={{}} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Un minibus pour les petits groupes' })).toBeTruthy();
    expect(screen.getByText('associations, familles et équipes sportives').tagName).toBe('STRONG');
    const image = screen.getByRole('img', { name: /Minibus blanc de 19 places/ });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('1200');
    expect(image.getAttribute('srcset')).toContain('/ik-seo/media/fleet/minibus/');
    expect(image.getAttribute('sizes')).toBe('(min-width: 768px) 50vw, 100vw');
    expect(container.querySelector('.block-image-text--image-right')).not.toBeNull();
  });

  it('puts the image on the left by default and serves SVG with one src (no srcset, no sizes)', () => {
    const { container } = renderBlock(
      <ImageText
        props={{ html: '<p>Plan</p>', image: { src: '/media/map.svg', alt: 'Carte de la Vendée', width: 400, height: 300 } }}
        data={undefined}
        slots={{}}
      />,
    );
    expect(container.querySelector('.block-image-text--image-left')).not.toBeNull();
    const map = screen.getByRole('img', { name: 'Carte de la Vendée' });
    expect([map.hasAttribute('srcset'), map.hasAttribute('sizes')]).toEqual([false, false]);
  });

  it('shows the blocks of its slot under the text, in the text column', () => {
    const { container } = renderBlock(
      <ImageText
        props={{ html: '<p>Visites</p>', image: { src: '/media/map.svg', alt: 'Carte', width: 400, height: 300 } }}
        data={undefined}
        slots={{ more: <a href="/nous-contacter">Nous contacter</a> }}
      />,
    );
    expect(container.querySelector('.block-image-text__text .block-image-text__more')?.textContent).toBe('Nous contacter');
  });

  it('lays out each variant by its class, split by default, the text and the picture in the same order', () => {
    const props = imageTextServer.examples!.fr;
    let { container } = renderBlock(<ImageText props={props} data={undefined} slots={{}} />);
    expect(container.querySelector('section')!.classList.contains('block-image-text--split')).toBe(true);
    for (const variant of ['overlap', 'pull-quote'] as const) {
      cleanup();
      ({ container } = renderBlock(<ImageText props={{ ...props, variant }} data={undefined} slots={{}} />));
      const section = container.querySelector('section')!;
      expect(section.classList.contains(`block-image-text--${variant}`)).toBe(true);
      expect(section.classList.contains('block-image-text--image-right')).toBe(true);
      expect([...section.children].map((child) => child.className)).toEqual(['block-image-text__media', 'block-image-text__text']);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Un minibus pour les petits groupes' })).toBeTruthy();
  });
});
