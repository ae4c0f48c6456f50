import { useLocation } from 'react-router';
import { useIntl } from '../i18n/use-intl.ts';
import { Breadcrumb } from '../seo/Breadcrumb.tsx';
import { usePageTrail } from './use-page-trail.ts';

/**
 * The page's trail from the page tree (its menu titles), down to the page itself. Loaded apart
 * from the entry (`PageRoute` imports it lazily): the server renders it, hydration keeps its HTML
 * until its chunk arrives, and the entry's own code does not grow (decision 0072).
 */
export default function PageBreadcrumb({ title }: { title: string }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return <Breadcrumb crumbs={usePageTrail(pathname, title)} label={intl.formatMessage({ id: 'breadcrumb.label' })} />;
}
