import type { BlockProps } from '../../runtime/index.ts';
import { BlockSection, gridColumnsStyle } from '../../runtime/index.ts';
import { BlockImage } from '../../runtime/index.ts';
import { SiteLink } from '../../runtime/index.ts';
import type { CardGridProps, CardProps } from './card-grid.server.ts';
import '../../runtime/ui/block.css';
import './card-grid.css';

function Card({ card, level }: { card: CardProps; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className="block-card-grid__card">
      {card.image ? (
        <BlockImage
          image={card.image}
          // a portrait picture (a glass, a bottle) is shown whole in the 3:2 frame, not cut
          className={card.image.height > card.image.width ? 'block-card-grid__image block-card-grid__image--portrait' : 'block-card-grid__image'}
          sizes="(min-width: 768px) 33vw, 100vw"
        />
      ) : null}
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
    </article>
  );
}

/**
 * Cards in a responsive grid: one column on phones, up to `columns` (default 3) on wide screens.
 * Card titles are h3 under the block's h2 title, h2 when the block has no title.
 */
export function CardGrid({ props }: BlockProps<CardGridProps>) {
  const columns = props.columns ?? 3;
  return (
    <BlockSection type="card-grid" title={props.title} intro={props.intro}>
      <ul className={`block-card-grid__list block-card-grid__list--${columns}`} style={gridColumnsStyle(props.cards.length, Math.min(2, columns), columns)}>
        {props.cards.map((card, index) => (
          <li key={`${card.title}-${index}`}>
            <Card card={card} level={props.title ? 3 : 2} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
