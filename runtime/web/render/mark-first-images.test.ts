import { describe, expect, it } from 'vitest';
import type { LayoutNode } from './layout-node.ts';
import { markFirstImages, propsHaveImage } from './mark-first-images.ts';

const image = { src: '/media/trips/sea.svg', alt: 'La mer', width: 800, height: 500 };

describe('markFirstImages', () => {
  it('marks only the first block whose props hold an image, however deep', () => {
    const nodes: LayoutNode[] = [
      { key: '0', type: 'hero', props: { title: 'Voyages organisés' } },
      { key: '1', type: 'card-grid', props: { cards: [{ title: 'Mer', text: '…', image }] } },
      { key: '2', type: 'image-text', props: { html: '<p>…</p>', image } },
    ];
    markFirstImages(nodes);
    expect(nodes.map((node) => node.firstImages ?? false)).toEqual([false, true, false]);
  });

  it('looks into slots, and leaves a page without images alone', () => {
    const withSlot: LayoutNode[] = [{ key: '0', type: 'columns', props: {}, slots: { left: [{ key: '0.left.0', type: 'hero', props: { image } }] } }];
    expect(markFirstImages(withSlot)[0]!.firstImages).toBe(true);
    const text: LayoutNode[] = [{ key: '0', type: 'rich-text', props: { html: '<p>src</p>' } }];
    expect(markFirstImages(text)[0]!.firstImages).toBeUndefined();
  });

  it('does not take any object with a src for an image', () => {
    expect(propsHaveImage({ video: { src: '/media/a.mp4' } })).toBe(false);
    expect(propsHaveImage({ items: [{ image }] })).toBe(true);
  });
});
