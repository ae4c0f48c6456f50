import { Link } from 'react-router';
import { breadcrumbJsonLd } from './breadcrumb-json-ld.ts';
import { JsonLd } from './JsonLd.tsx';
import { useSeoContext } from './use-seo-context.ts';

export interface Crumb {
  name: string;
  /** A site path; the last crumb (the current page) has none, or its own path. */
  href?: string;
}

/**
 * A breadcrumb trail (`label`: the nav's accessible name in the page's language); the current page
 * is the last item, marked aria-current. It starts with `usePageTrail` (home, the page's parents in
 * the page tree), so it shows the page's real path. Its schema.org BreadcrumbList goes with it, so
 * search engines get the trail the page shows. Shown by the page route on deep pages, or by a
 * detail block that knows its list (`pageBreadcrumbShown`), never both.
 */
export function Breadcrumb({ crumbs, label }: { crumbs: readonly Crumb[]; label: string }) {
  const seo = useSeoContext();
  if (crumbs.length === 0) return null;
  return (
    <>
      <nav className="content-breadcrumb" aria-label={label}>
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
