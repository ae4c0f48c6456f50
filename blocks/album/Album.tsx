import { useMemo } from 'react';
import type { BlockProps } from '../../runtime/index.ts';
import { Breadcrumb } from '../content-kit/Breadcrumb.tsx';
import { sliderItems } from '../gallery/slider-items.ts';
import { BlockImage, useIntl } from '../../runtime/index.ts';
import { openSlider, usePageTrail } from '../../runtime/index.ts';
import type { AlbumProps } from './album.block.ts';
import '../../runtime/ui/block.css';
import '../content-kit/content.css';
import './album.css';
import type { AlbumData } from './album.block.ts';

/** An album page: its title, description and thumbnails; each opens the fullscreen slider. */
export function Album({ props, data }: BlockProps<AlbumProps, AlbumData>) {
  const intl = useIntl();
  const { album } = data;
  const slides = useMemo(() => sliderItems(album.items), [album.items]);
  // the crumbs above the album: a configured trail, else the albums list's place in the page tree
  const treeTrail = usePageTrail(data.listHref, intl.formatMessage({ id: 'album.albums' }));
  const trail = props.trail?.length ? props.trail : treeTrail;
  return (
    <section className="block block-album">
      <Breadcrumb ns="album" crumbs={[...trail, { name: album.title }]} />
      <h1 className="block__title">{album.title}</h1>
      {album.description ? <p className="block__intro">{album.description}</p> : null}
      <ul className="block-album__grid">
        {album.items.map((item, index) => {
          const slide = slides[index]!;
          const label = intl.formatMessage(
            { id: slide.type === 'video' ? 'album.openVideo' : 'album.open' },
            { alt: item.image.alt, position: index + 1, total: album.items.length },
          );
          return (
            <li key={`${item.image.src}-${index}`}>
              <figure className="block-album__item">
                <button type="button" className="block-album__button" aria-label={label} onClick={() => openSlider({ items: slides, index })}>
                  {slide.type === 'video' ? (
                    <video className="block-album__thumb" src={slide.src} muted playsInline preload="metadata" aria-hidden="true" />
                  ) : (
                    <BlockImage image={item.image} className="block-album__thumb" priority={index < 4} sizes="(min-width: 768px) 25vw, 50vw" />
                  )}
                </button>
                {item.caption ? <figcaption>{item.caption}</figcaption> : null}
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
