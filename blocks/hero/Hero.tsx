import type { BlockProps } from '../../runtime/index.ts';
import { BlockImage } from '../../runtime/index.ts';
import { SiteLink } from '../../runtime/index.ts';
import type { HeroProps } from './hero.block.ts';
import '../../runtime/ui/block.css';
import './hero.css';

/** How wide the picture is drawn in each variant, for the browser's choice among its widths. */
const imageSizes = {
  split: '(min-width: 996px) 50vw, 100vw',
  'full-bleed': '100vw',
  centred: '(min-width: 1200px) 75rem, 100vw',
  editorial: '(min-width: 1200px) 75rem, 100vw',
} as const;

/**
 * The opening banner: h1 title, subtitle, call-to-action link, and the page's priority image, laid
 * out by its variant (decision 0068): `split` (text beside the picture, the default), `full-bleed`
 * (the picture covers the band, the text over it on a scrim), `centred`, `editorial`.
 */
export function Hero({ props }: BlockProps<HeroProps>) {
  const { title, subtitle, image, cta } = props;
  const variant = props.variant ?? 'split';
  const className = ['block-hero', `block-hero--${variant}`, image ? 'block-hero--with-image' : ''].filter(Boolean).join(' ');
  return (
    <section className={className}>
      <div className="block-hero__text">
        <h1 className="block-hero__title">{title}</h1>
        {subtitle ? <p className="block-hero__subtitle">{subtitle}</p> : null}
        {cta ? (
          <SiteLink href={cta.href} className="button button--primary block-hero__cta">
            {cta.label}
          </SiteLink>
        ) : null}
      </div>
      {image ? (
        <div className="block-hero__media">
          <BlockImage image={image} priority sizes={imageSizes[variant]} />
        </div>
      ) : null}
    </section>
  );
}
