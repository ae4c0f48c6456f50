import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import { SLIDER_OPEN_EVENT, type SliderOpenDetail } from '../../runtime/ui/slider-event.ts';
import gallery from './index.ts';
import galleryServer from './gallery.server.ts';

const { component: Gallery, messages } = gallery;

describe('Gallery', () => {
  it('shows one labelled thumbnail button per item, with captions', () => {
    renderBlock(<Gallery props={galleryServer.examples!.fr} data={undefined} slots={{}} />, { messages });
    expect(screen.getByRole('heading', { level: 2, name: 'Notre flotte' })).toBeTruthy();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Agrandir l’image 1 sur 3 : Autocar 63 places',
      'Agrandir l’image 2 sur 3 : Minibus 19 places',
      'Agrandir l’image 3 sur 3 : Véhicule avec rampe d’accès',
    ]);
    expect(screen.getByText('Minibus, 19 places')).toBeTruthy();
  });

  it('opens the slider on the clicked item with every slide', () => {
    const listener = vi.fn();
    window.addEventListener(SLIDER_OPEN_EVENT, listener);
    // The second photo is a raster image (it gets a WebP variant); the third is an SVG drawing.
    const example = galleryServer.examples!.en;
    const items = example.items.map((item, index) => (index === 1 ? { ...item, image: { ...item.image, src: '/media/fleet/minibus.jpg' } } : item));
    renderBlock(<Gallery props={{ ...example, items }} data={undefined} slots={{}} />, { locale: 'en', messages });
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge image 2 of 3: 19-seat minibus' }));
    window.removeEventListener(SLIDER_OPEN_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
    const detail = (listener.mock.calls[0]?.[0] as CustomEvent<SliderOpenDetail>).detail;
    expect(detail.index).toBe(1);
    expect(detail.items).toHaveLength(3);
    expect(detail.items[1]).toMatchObject({ type: 'image', alt: '19-seat minibus', caption: 'Minibus, 19 seats' });
    expect(detail.items[1]?.webp).toBeTruthy();
    expect(detail.items[2]?.webp).toBeUndefined();
  });

  it('shows a video item as a video thumbnail announced as a video', () => {
    const { container } = renderBlock(
      <Gallery
        props={{ items: [{ image: { src: '/media/trips/neige.mp4', alt: 'Classe de neige', width: 1280, height: 720 } }] }}
        data={undefined}
        slots={{}}
      />,
      { messages },
    );
    expect(screen.getByRole('button', { name: 'Lire la vidéo 1 sur 1 : Classe de neige' })).toBeTruthy();
    expect(container.querySelector('video')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });
});
