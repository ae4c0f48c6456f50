import { useIntl } from 'react-intl';
import { Link } from 'react-router';

export interface Crumb {
  name: string;
  /** A site path; the last crumb (the current page) has none. */
  href?: string;
}

/**
 * A breadcrumb trail; the current page is the last item, marked aria-current. Blocks start it with
 * `usePageTrail` (home, the page's parents in the page tree), so it shows the page's real path.
 */
export function Breadcrumb({ crumbs, ns }: { crumbs: readonly Crumb[]; ns: string }) {
  const intl = useIntl();
  if (crumbs.length === 0) return null;
  return (
    <nav className="content-breadcrumb" aria-label={intl.formatMessage({ id: `${ns}.content.breadcrumb` })}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.name}`}>
            {index === crumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : crumb.href ? <Link to={crumb.href}>{crumb.name}</Link> : <span>{crumb.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
