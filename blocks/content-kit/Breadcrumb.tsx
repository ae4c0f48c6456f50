import { useIntl } from 'react-intl';
import { Link } from 'react-router';

export interface Crumb {
  name: string;
  /** A site path; the last crumb (the current page) has none. */
  href?: string;
}

/** A breadcrumb trail; the current page is the last item, marked aria-current. */
export function Breadcrumb({ crumbs, ns }: { crumbs: readonly Crumb[]; ns: string }) {
  const intl = useIntl();
  if (crumbs.length === 0) return null;
  return (
    <nav className="content-breadcrumb" aria-label={intl.formatMessage({ id: `${ns}.content.breadcrumb` })}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.name}`}>
            {crumb.href && index < crumbs.length - 1 ? <Link to={crumb.href}>{crumb.name}</Link> : <span aria-current="page">{crumb.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
