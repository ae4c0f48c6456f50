import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleAlbum } from '../content-kit/content.test-utils.ts';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import { SLIDER_OPEN_EVENT } from '../../runtime/ui/slider-event.ts';
import type { SliderOpenDetail } from '../../runtime/ui/slider-event.ts';
import block from './index.ts';
import blockServer from './album.server.ts';

const { component: Album, messages } = block;

describe('Album', () => {
  it('opens the fullscreen slider on the chosen item, videos typed by their extension', () => {
    const listener = vi.fn((event: Event) => (event as CustomEvent<SliderOpenDetail>).detail);
    window.addEventListener(SLIDER_OPEN_EVENT, listener);
    renderBlock(<Album props={{}} data={{ album: sampleAlbum() }} slots={{}} />, { messages });
    expect(screen.getByRole('heading', { level: 1, name: 'Le domaine au fil des saisons' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lire la vidéo 2 sur 2 : Vidéo : lever du soleil sur les vignes' }));
    window.removeEventListener(SLIDER_OPEN_EVENT, listener);
    const detail = listener.mock.results[0]!.value as SliderOpenDetail;
    expect(detail.index).toBe(1);
    expect(detail.items.map((item) => item.type)).toEqual(['image', 'video']);
    expect(detail.items[0]!.alt).toBe('Rangs de vigne au lever du soleil');
  });

  it('shows the real path in its breadcrumb: the pages above the album, then the album', () => {
    const trail = [
      { name: 'Accueil', href: '/' },
      { name: 'Le domaine', href: '/le-domaine' },
      { name: 'Galerie photos', href: '/le-domaine/galerie-photos' },
    ];
    renderBlock(<Album props={{ trail }} data={{ album: sampleAlbum() }} slots={{}} />, { messages });
    const crumbs = screen.getByRole('navigation').querySelectorAll('li');
    expect([...crumbs].map((crumb) => crumb.textContent)).toEqual(['Accueil', 'Le domaine', 'Galerie photos', 'Le domaine au fil des saisons']);
    expect(screen.getByRole('link', { name: 'Galerie photos' }).getAttribute('href')).toBe('/le-domaine/galerie-photos');
    expect(crumbs[3]!.querySelector('[aria-current="page"]')).toBeTruthy();
  });

  it('refuses to load without an album id', async () => {
    const ctx = { props: {}, locale: 'en' as const, api: {} as never };
    await expect(blockServer.load!(ctx)).rejects.toThrow('missing route parameter "id"');
  });
});
