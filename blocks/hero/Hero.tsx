import type { BlockProps } from '../../runtime/index.ts';
import { BlockImage } from '../../runtime/index.ts';
import { SiteLink } from '../../runtime/index.ts';
import type { HeroProps } from './hero.server.ts';
import '../../runtime/ui/block.css';
import './hero.css';

/** The opening banner: h1 title, subtitle, call-to-action link, and the page's priority image. */
export function Hero({ props }: BlockProps<HeroProps>) {
  const { title, subtitle, image, cta } = props;
  return (
    <section className={image ? 'block-hero block-hero--with-image' : 'block-hero'}>
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
          <BlockImage image={image} priority sizes="(min-width: 996px) 50vw, 100vw" />
        </div>
      ) : null}
    </section>
  );
}
