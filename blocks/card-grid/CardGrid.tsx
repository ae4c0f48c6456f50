import type { CSSProperties } from 'react';
import type { BlockProps } from '../../runtime/index.ts';
import { BlockSection, gridColumnsStyle } from '../../runtime/index.ts';
import { BlockImage } from '../../runtime/index.ts';
import { SiteLink } from '../../runtime/index.ts';
import type { CardGridProps, CardProps } from './card-grid.block.ts';
import '../../runtime/ui/block.css';
import './card-grid.css';

type Variant = NonNullable<CardGridProps['variant']>;

/** How wide a card's picture is drawn, for the browser's choice among its widths. */
function imageSizes(variant: Variant, first: boolean): string {
  if (variant === 'feature') return first ? '(min-width: 768px) 58vw, 100vw' : '(min-width: 768px) 14rem, 100vw';
  if (variant === 'list') return '(min-width: 768px) 16rem, 100vw';
  return '(min-width: 768px) 33vw, 100vw';
}

function Card({ card, level, sizes, withImage }: { card: CardProps; level: 2 | 3; sizes: string; withImage: boolean }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className="block-card-grid__card">
      {card.image && withImage ? (
        <BlockImage
          image={card.image}
          // a portrait picture (a glass, a bottle) is shown whole in the 3:2 frame, not cut
          className={card.image.height > card.image.width ? 'block-card-grid__image block-card-grid__image--portrait' : 'block-card-grid__image'}
          sizes={sizes}
        />
      ) : null}
      <div className="block-card-grid__body">
        <Heading className="block-card-grid__card-title">
          {card.href ? (
            <SiteLink href={card.href} className="block-card-grid__link">
              {card.title}
            </SiteLink>
          ) : (
            card.title
          )}
        </Heading>
        <p className="block-card-grid__text">{card.text}</p>
      </div>
    </article>
  );
}

/**
 * Cards by the block's variant (decision 0068): `grid` (one column on phones, up to `columns`,
 * default 3, on wide screens), `feature` (the first card large, the others stacked beside it),
 * `list` (a row per card) or `numbers` (trust figures: the title as a large figure, no picture).
 * Card titles are h3 under the block's h2 title, h2 when the block has no title.
 */
export function CardGrid({ props }: BlockProps<CardGridProps>) {
  const columns = props.columns ?? 3;
  const variant = props.variant ?? 'grid';
  const style: CSSProperties =
    variant === 'feature'
      ? ({ '--feature-rows': Math.max(1, props.cards.length - 1) } as CSSProperties)
      : gridColumnsStyle(props.cards.length, Math.min(2, columns), columns);
  return (
    <BlockSection type="card-grid" className={`block-card-grid--${variant}`} title={props.title} intro={props.intro}>
      <ul className={`block-card-grid__list block-card-grid__list--${columns}`} style={style}>
        {props.cards.map((card, index) => (
          <li key={`${card.title}-${index}`}>
            <Card card={card} level={props.title ? 3 : 2} sizes={imageSizes(variant, index === 0)} withImage={variant !== 'numbers'} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
