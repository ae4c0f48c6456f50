import type { SliderItem, SliderOpenDetail } from '../../slider-event.ts';

export type { SliderItem, SliderOpenDetail };

/** A slide as the slider needs it (the gallery block may send more fields). */
export type Slide = Pick<SliderItem, 'src' | 'alt' | 'type'> & Partial<Omit<SliderItem, 'src' | 'alt' | 'type'>>;

export interface SliderState {
  open: boolean;
  items: readonly Slide[];
  index: number;
}

export type SliderAction =
  | { type: 'open'; items: readonly Slide[]; index: number }
  | { type: 'close' }
  | { type: 'next' }
  | { type: 'previous' };

export const closedSlider: SliderState = { open: false, items: [], index: 0 };

/** Steps `index` by `step` in a list of `total`, wrapping around at both ends. */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

/** 'current / total', counting from 1. */
export function sliderCounter(state: SliderState): string {
  return `${state.index + 1} / ${state.items.length}`;
}

/** Checks the detail of a `vitrine:slider-open` event; throws a clear error when it is wrong. */
export function parseSliderDetail(detail: unknown): { items: Slide[]; index: number } {
  const value = detail as { items?: unknown; index?: unknown } | null;
  if (!value || !Array.isArray(value.items) || value.items.length === 0) {
    throw new TypeError('slider: the event detail needs a non-empty items array');
  }
  const items = value.items.map((item: unknown, position) => {
    const slide = item as Partial<Slide> | null;
    if (!slide || typeof slide.src !== 'string' || slide.src === '' || typeof slide.alt !== 'string') {
      throw new TypeError(`slider: item ${position} needs a src and an alt text`);
    }
    if (slide.type !== 'image' && slide.type !== 'video') {
      throw new TypeError(`slider: item ${position} type must be "image" or "video"`);
    }
    return slide as Slide;
  });
  const index = value.index ?? 0;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= items.length) {
    throw new RangeError(`slider: index ${String(index)} is outside 0..${items.length - 1}`);
  }
  return { items, index };
}

/** The slider as a pure reducer: open on an item, step with wrap-around, close. */
export function sliderReducer(state: SliderState, action: SliderAction): SliderState {
  switch (action.type) {
    case 'open':
      return { open: true, items: action.items, index: action.index };
    case 'close':
      return state.open ? { ...state, open: false } : state;
    case 'next':
      return state.open ? { ...state, index: wrapIndex(state.index, 1, state.items.length) } : state;
    case 'previous':
      return state.open ? { ...state, index: wrapIndex(state.index, -1, state.items.length) } : state;
  }
}

/** The keys the slider answers to. */
export function sliderKeyAction(key: string): SliderAction | null {
  if (key === 'Escape') return { type: 'close' };
  if (key === 'ArrowRight') return { type: 'next' };
  if (key === 'ArrowLeft') return { type: 'previous' };
  return null;
}
