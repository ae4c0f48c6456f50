/** The window event that opens the fullscreen image and video slider (§2 Shared UI). */
export const SLIDER_OPEN_EVENT = 'vitrine:slider-open';

/** One slide: the URLs are ready to use (image CDN paths), `webp` set for non-SVG images. */
export interface SliderItem {
  type: 'image' | 'video';
  src: string;
  webp?: string;
  alt: string;
  caption?: string;
  width: number;
  height: number;
}

export interface SliderOpenDetail {
  items: SliderItem[];
  index: number;
}

/** Asks the slider to open on `index` of `items`; the index must point at an item. */
export function openSlider(detail: SliderOpenDetail, target: EventTarget = window): void {
  if (!Number.isInteger(detail.index) || detail.index < 0 || detail.index >= detail.items.length) {
    throw new RangeError(`slider index ${detail.index} is outside 0..${detail.items.length - 1}`);
  }
  target.dispatchEvent(new CustomEvent<SliderOpenDetail>(SLIDER_OPEN_EVENT, { detail }));
}
