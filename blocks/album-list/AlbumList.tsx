import type { ServedAlbum } from '../../schemas/api/content/served-content.ts';
import { useId } from 'react';
import type { BlockProps } from '../../runtime/index.ts';
import { ContentCard } from '../content-kit/ContentCard.tsx';
import { detailPath, useIntl } from '../../runtime/index.ts';
import { Pagination } from '../content-kit/Pagination.tsx';
import { useLocale } from '../content-kit/use-lang.ts';
import type { AlbumListProps } from './album-list.block.ts';
import '../../runtime/ui/block.css';
import '../content-kit/content.css';
import type { AlbumListData } from './album-list.block.ts';

/** The albums as cards (cover, title, photo count), with page links. */
export function AlbumList({ props, data }: BlockProps<AlbumListProps, AlbumListData>) {
  const intl = useIntl();
  const locale = useLocale();
  const titleId = useId();
  const heading = props.title ?? intl.formatMessage({ id: 'album-list.title' });
  return (
    <section className="block block-album-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="block__title">
        {heading}
      </h2>
      {props.intro ? <p className="block__intro">{props.intro}</p> : null}
      {data.albums.length === 0 ? (
        <p>{intl.formatMessage({ id: 'album-list.empty' })}</p>
      ) : (
        <ul className="content-list">
          {data.albums.map((album, index) => (
            <li key={album.id}>
              <ContentCard
                ns="album-list"
                title={album.title}
                href={detailPath('album', locale, album)}
                text={album.description}
                image={album.cover ?? album.items.find((item) => !/\.(mp4|m4v|mov|avi|wmv|flv)$/i.test(item.image.src))?.image}
                eager={index < 2}
              >
                <p className="content-card__count">{intl.formatMessage({ id: 'album-list.count' }, { count: album.items.length })}</p>
              </ContentCard>
            </li>
          ))}
        </ul>
      )}
      <Pagination ns="album-list" page={data.page} total={data.total} pageSize={data.pageSize} />
    </section>
  );
}
