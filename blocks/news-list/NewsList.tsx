import { useId } from 'react';
import { useLocation } from 'react-router';
import type { BlockProps } from '../../runtime/index.ts';
import { ContentCard } from '../content-kit/ContentCard.tsx';
import { detailPath, useIntl } from '../../runtime/index.ts';
import { Pagination } from '../content-kit/Pagination.tsx';
import { useLocale } from '../content-kit/use-lang.ts';
import type { NewsListData } from './news-list.block.ts';
import type { NewsListProps } from './news-list.block.ts';
import '../../runtime/ui/block.css';
import '../content-kit/content.css';
import './news-list.css';

/** The promoted news item, a title search (a GET form: works without JavaScript), the list and its page links. */
export function NewsList({ props, data }: BlockProps<NewsListProps, NewsListData>) {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname } = useLocation();
  const titleId = useId();
  const searchId = useId();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `news-list.${id}` }, values);
  const promoted = props.showPromoted === false ? null : data.promoted;
  return (
    <section className="block block-news-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="block__title">
        {props.title ?? t('title')}
      </h2>
      {props.intro ? <p className="block__intro">{props.intro}</p> : null}
      {promoted ? (
        <div className="block-news-list__promoted">
          <p className="block-news-list__badge">{t('promoted')}</p>
          <ContentCard ns="news-list" title={promoted.title} href={detailPath('news', locale, promoted)} text={promoted.summary} date={promoted.date} image={promoted.image} eager crop={240} />
        </div>
      ) : null}
      {props.showSearch === false ? null : (
        <form className="block-news-list__search" method="get" action={pathname} role="search">
          <label htmlFor={searchId}>{t('search')}</label>
          <input id={searchId} type="search" name="q" defaultValue={data.query} maxLength={100} />
          <button type="submit" className="button button--primary">
            {t('searchButton')}
          </button>
        </form>
      )}
      {data.query ? <p role="status">{t('results', { count: data.total, query: data.query })}</p> : null}
      {data.news.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="content-list">
          {data.news.map((item) => (
            <li key={item.id}>
              <ContentCard ns="news-list" title={item.title} href={detailPath('news', locale, item)} text={item.summary} date={item.date} image={item.image} />
            </li>
          ))}
        </ul>
      )}
      <Pagination ns="news-list" page={data.page} total={data.total} pageSize={data.pageSize} />
    </section>
  );
}
