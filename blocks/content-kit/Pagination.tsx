import { useIntl } from '../../runtime/index.ts';
import { Link, useLocation } from 'react-router';
import { pageCount, pageSearch, visiblePages } from './page-links.ts';

export interface PaginationProps {
  page: number;
  total: number;
  pageSize: number;
  /** The query parameter holding the page number. */
  param?: string;
  /** The block type: its messages hold the shared ones under `<ns>.content.…`. */
  ns: string;
}

/** Page links (`?page=N`, filters kept): real links, so they work without JavaScript. */
export function Pagination({ page, total, pageSize, param = 'page', ns }: PaginationProps) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const count = pageCount(total, pageSize);
  if (count <= 1) return null;
  const to = (n: number) => ({ pathname, search: pageSearch(search, n, param) });
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id: `${ns}.content.pagination.${id}` }, values);
  return (
    <nav className="content-pagination" aria-label={t('label')}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={to(page - 1)} rel="prev">
              {t('previous')}
            </Link>
          </li>
        ) : null}
        {visiblePages(page, count).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link to={to(n)} aria-current={n === page ? 'page' : undefined} aria-label={t('page', { page: n, count })}>
                {n}
              </Link>
            </li>
          ),
        )}
        {page < count ? (
          <li>
            <Link to={to(page + 1)} rel="next">
              {t('next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
