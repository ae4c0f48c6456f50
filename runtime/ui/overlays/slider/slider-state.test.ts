import { describe, expect, it } from 'vitest';
import { closedSlider, parseSliderDetail, sliderCounter, sliderKeyAction, sliderReducer, wrapIndex } from './slider-state.ts';

const items = [
  { src: '/a.jpg', alt: 'A', type: 'image' as const },
  { src: '/b.jpg', alt: 'B', type: 'image' as const },
  { src: '/c.mp4', alt: 'C', type: 'video' as const },
];

describe('slider state', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    let state = sliderReducer(closedSlider, { type: 'open', items, index: 2 });
    state = sliderReducer(state, { type: 'next' });
    expect(sliderCounter(state)).toBe('1 / 3');
    state = sliderReducer(state, { type: 'previous' });
    expect(sliderCounter(state)).toBe('3 / 3');
  });

  it('maps Escape and the arrow keys', () => {
    expect(sliderKeyAction('Escape')).toEqual({ type: 'close' });
    expect(sliderKeyAction('ArrowRight')).toEqual({ type: 'next' });
    expect(sliderKeyAction('ArrowLeft')).toEqual({ type: 'previous' });
    expect(sliderKeyAction('Enter')).toBeNull();
  });

  it('ignores steps while closed', () => {
    expect(sliderReducer(closedSlider, { type: 'next' })).toBe(closedSlider);
  });

  it('validates the open event detail', () => {
    expect(parseSliderDetail({ items, index: 1 }).index).toBe(1);
    expect(() => parseSliderDetail({ items: [], index: 0 })).toThrow(/non-empty/);
    expect(() => parseSliderDetail({ items, index: 3 })).toThrow(/outside/);
    expect(() => parseSliderDetail({ items: [{ src: '/a.jpg', type: 'image' }], index: 0 })).toThrow(/alt/);
    expect(() => parseSliderDetail({ items: [{ src: '/a.gif', alt: '', type: 'gif' }], index: 0 })).toThrow(/type/);
  });
});
