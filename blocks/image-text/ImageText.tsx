import { useId } from 'react';
import type { BlockProps } from '../../runtime/index.ts';
import { BlockImage } from '../../runtime/index.ts';
import { SafeHtml } from '../../runtime/index.ts';
import type { ImageTextProps } from './image-text.block.ts';
import '../../runtime/ui/block.css';
import './image-text.css';

/**
 * Text and image side by side on wide screens (image first on small ones); the blocks of its slot
 * `more` under the text. Variants (decision 0068): `split` (equal halves, the default), `overlap`
 * (a large picture, the text on a card overlapping it), `pull-quote` (the text set large).
 */
export function ImageText({ props, slots }: BlockProps<ImageTextProps>) {
  const titleId = useId();
  const position = props.imagePosition ?? 'left';
  const variant = props.variant ?? 'split';
  return (
    <section
      className={`block block-image-text block-image-text--${variant} block-image-text--image-${position}`}
      aria-labelledby={props.title ? titleId : undefined}
    >
      <div className="block-image-text__media">
        <BlockImage image={props.image} sizes={variant === 'overlap' ? '(min-width: 768px) 66vw, 100vw' : '(min-width: 768px) 50vw, 100vw'} />
      </div>
      <div className="block-image-text__text">
        {props.title ? (
          <h2 id={titleId} className="block__title">
            {props.title}
          </h2>
        ) : null}
        <SafeHtml html={props.html} />
        {slots.more ? <div className="block-image-text__more">{slots.more}</div> : null}
      </div>
    </section>
  );
}
