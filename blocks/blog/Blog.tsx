import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import type { BlockProps } from '../../runtime/index.ts';
import { Breadcrumb } from '../content-kit/Breadcrumb.tsx';
import { ContentCard } from '../content-kit/ContentCard.tsx';
import { detailPath, useIntl, usePageTrail } from '../../runtime/index.ts';
import { Pagination } from '../content-kit/Pagination.tsx';
import { useLocale } from '../content-kit/use-lang.ts';
import type { BlogProps } from './blog.block.ts';
import type { BlogData } from './blog.block.ts';
import '../../runtime/ui/block.css';
import '../content-kit/content.css';
import './blog.css';

/** A blog folder: breadcrumb, sub-folders (links `?folder={id}`), its articles and page links. */
export function Blog({ props, data }: BlockProps<BlogProps, BlogData>) {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname } = useLocation();
  const titleId = useId();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `blog.${id}` }, values);
  const folderHref = (id: number | null) => (id === null ? pathname : `${pathname}?folder=${id}`);
  const blogName = props.title ?? t('title');
  const blogTrail = usePageTrail(pathname, blogName);
  // At the blog's root, the page's own trail (this block stands in for the page route's, decision 0072).
  const crumbs = data.folderId === null ? blogTrail : [...blogTrail, ...data.breadcrumb.map((crumb) => ({ name: crumb.name, href: folderHref(crumb.id) }))];
  const heading = data.breadcrumb[data.breadcrumb.length - 1]?.name ?? blogName;
  return (
    <section className="block block-blog" aria-labelledby={titleId}>
      <Breadcrumb ns="blog" crumbs={crumbs} />
      <h2 id={titleId} className="block__title">
        {heading}
      </h2>
      {props.intro && data.folderId === null ? <p className="block__intro">{props.intro}</p> : null}
      {data.folders.length > 0 ? (
        <nav aria-label={t('folders')}>
          <ul className="block-blog__folders">
            {data.folders.map((folder) => (
              <li key={folder.id}>
                <Link to={folderHref(folder.id)} className="block-blog__folder">
                  <span className="block-blog__folder-name">{folder.title}</span>
                  {folder.summary ? <span className="block-blog__folder-summary">{folder.summary}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {data.articles.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="content-list">
          {data.articles.map((article, index) => (
            <li key={article.id}>
              <ContentCard ns="blog" title={article.title} href={detailPath('blog', locale, article)} text={article.summary} date={article.date} image={article.image} eager={index < 2} />
            </li>
          ))}
        </ul>
      )}
      <Pagination ns="blog" page={data.page} total={data.total} pageSize={data.pageSize} />
    </section>
  );
}
