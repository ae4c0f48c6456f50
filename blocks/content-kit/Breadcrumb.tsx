import { Link } from 'react-router';
import { breadcrumbJsonLd, JsonLd, useIntl, useSeoContext } from '../../runtime/index.ts';

export interface Crumb {
  name: string;
  /** A site path; the last crumb (the current page) has none. */
  href?: string;
}

/**
 * A breadcrumb trail; the current page is the last item, marked aria-current. Blocks start it with
 * `usePageTrail` (home, the page's parents in the page tree), so it shows the page's real path.
 * Its schema.org BreadcrumbList goes with it, so search engines get the trail the page shows.
 */
export function Breadcrumb({ crumbs, ns }: { crumbs: readonly Crumb[]; ns: string }) {
  const intl = useIntl();
  const seo = useSeoContext();
  if (crumbs.length === 0) return null;
  return (
    <>
      <nav className="content-breadcrumb" aria-label={intl.formatMessage({ id: `${ns}.content.breadcrumb` })}>
        <ol>
          {crumbs.map((crumb, index) => (
            <li key={`${index}-${crumb.name}`}>
              {index === crumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : crumb.href ? <Link to={crumb.href}>{crumb.name}</Link> : <span>{crumb.name}</span>}
            </li>
          ))}
        </ol>
      </nav>
      {seo ? <JsonLd data={breadcrumbJsonLd(crumbs, seo.origin, seo.pageUrl)} /> : null}
    </>
  );
}
