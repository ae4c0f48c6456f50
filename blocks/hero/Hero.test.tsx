import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import hero from './index.ts';
import heroServer from './hero.server.ts';

const { component: Hero } = hero;

describe('Hero', () => {
  it('shows the title as the page heading, the subtitle and the call to action', () => {
    renderBlock(<Hero props={heroServer.examples!.fr} data={undefined} slots={{}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Location d’autocars avec chauffeur en Vendée' })).toBeTruthy();
    expect(screen.getByText(/un devis sous 24 heures/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Demander un devis' }).getAttribute('href')).toBe('/demander-un-devis');
  });

  it('loads its image first, with its size and alt text', () => {
    renderBlock(<Hero props={heroServer.examples!.en} data={undefined} slots={{}} />, { locale: 'en' });
    const image = screen.getByRole('img', { name: 'Touring coach on a road in Vendée' });
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('width')).toBe('1200');
    expect(image.getAttribute('height')).toBe('800');
    expect(image.getAttribute('src')).toContain('/ik-seo/');
  });

  it('renders a title alone when nothing else is configured', () => {
    const { container } = renderBlock(<Hero props={{ title: 'Nos voyages' }} data={undefined} slots={{}} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nos voyages');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
  });

  it('lays out its default as split, and each variant by its class, the picture always loaded first', () => {
    let { container } = renderBlock(<Hero props={heroServer.examples!.fr} data={undefined} slots={{}} />);
    expect(container.querySelector('section')!.className).toBe('block-hero block-hero--split block-hero--with-image');
    for (const variant of ['full-bleed', 'centred', 'editorial'] as const) {
      cleanup();
      ({ container } = renderBlock(<Hero props={{ ...heroServer.examples!.fr, variant }} data={undefined} slots={{}} />));
      const section = container.querySelector('section')!;
      expect(section.classList.contains(`block-hero--${variant}`)).toBe(true);
      // the words come first (read before the picture), the picture is the page's priority image
      expect([...section.children].map((child) => child.className)).toEqual(['block-hero__text', 'block-hero__media']);
      expect(section.querySelector('img')!.getAttribute('fetchpriority')).toBe('high');
    }
    // full bleed: the picture covers the band's width, so it asks for the widest file
    cleanup();
      const photo = { ...heroServer.examples!.fr.image!, src: '/media/heroes/vineyard.jpg' };
    ({ container } = renderBlock(<Hero props={{ ...heroServer.examples!.fr, image: photo, variant: 'full-bleed' }} data={undefined} slots={{}} />));
    expect(container.querySelector('img')!.getAttribute('sizes')).toBe('100vw');
  });
});
