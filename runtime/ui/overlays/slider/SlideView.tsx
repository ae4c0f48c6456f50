import { slideMotion } from '../motion/overlay-motions.ts';
import type { Slide } from './slider-state.ts';
import { useEnterExit } from '../motion/use-enter-exit.ts';

/**
 * One slide, fading and scaling in when it replaces the previous one (keyed by the slider): a
 * video with its controls, or an image with a WebP source when there is one.
 */
export function SlideView({ slide }: { slide: Slide }) {
  const size = { width: slide.width, height: slide.height };
  const ref = useEnterExit<HTMLElement>(slideMotion, 'shown');
  return (
    <figure ref={ref} className="vitrine-slider__slide">
      {slide.type === 'video' ? (
        <video className="vitrine-slider__media" src={slide.src} controls playsInline preload="metadata" aria-label={slide.alt} {...size} />
      ) : (
        <picture>
          {slide.webp && <source srcSet={slide.webp} type="image/webp" />}
          <img className="vitrine-slider__media" src={slide.src} alt={slide.alt} decoding="async" {...size} />
        </picture>
      )}
      {slide.caption && <figcaption className="vitrine-slider__caption">{slide.caption}</figcaption>}
    </figure>
  );
}
