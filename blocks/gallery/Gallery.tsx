import { useMemo } from 'react';
import type { BlockProps } from '../../runtime/index.ts';
import { BlockSection, useIntl } from '../../runtime/index.ts';
import { BlockImage, gridColumnsStyle } from '../../runtime/index.ts';
import { openSlider } from '../../runtime/index.ts';
import type { GalleryProps } from './gallery.block.ts';
import { sliderItems } from './slider-items.ts';
import '../../runtime/ui/block.css';
import './gallery.css';

/** Thumbnails in a grid; activating one opens the fullscreen slider on it. */
export function Gallery({ props }: BlockProps<GalleryProps>) {
  const intl = useIntl();
  const slides = useMemo(() => sliderItems(props.items), [props.items]);
  return (
    <BlockSection type="gallery" title={props.title}>
      <ul className="block-gallery__grid" style={gridColumnsStyle(props.items.length, 3, 4)}>
        {props.items.map((item, index) => {
          const slide = slides[index];
          const label = intl.formatMessage(
            { id: slide?.type === 'video' ? 'gallery.openVideo' : 'gallery.open' },
            { alt: item.image.alt, position: index + 1, total: props.items.length },
          );
          return (
            <li key={`${item.image.src}-${index}`}>
              <figure className="block-gallery__item">
                <button
                  type="button"
                  className="block-gallery__button"
                  aria-label={label}
                  onClick={() => openSlider({ items: slides, index })}
                >
                  {slide?.type === 'video' ? (
                    <video className="block-gallery__thumb" src={slide.src} muted playsInline preload="metadata" aria-hidden="true" />
                  ) : (
                    <BlockImage image={item.image} className="block-gallery__thumb" sizes="(min-width: 768px) 25vw, 50vw" />
                  )}
                </button>
                {item.caption ? <figcaption className="block-gallery__caption">{item.caption}</figcaption> : null}
              </figure>
            </li>
          );
        })}
      </ul>
    </BlockSection>
  );
}
