import { Breadcrumb as TrailNav, useIntl } from '../../runtime/index.ts';
import type { Crumb } from '../../runtime/index.ts';

export type { Crumb };

/**
 * A content block's breadcrumb: the runtime's (one trail and one BreadcrumbList for every page),
 * named by the block's own message `{ns}.content.breadcrumb`.
 */
export function Breadcrumb({ crumbs, ns }: { crumbs: readonly Crumb[]; ns: string }) {
  const intl = useIntl();
  return <TrailNav crumbs={crumbs} label={intl.formatMessage({ id: `${ns}.content.breadcrumb` })} />;
}
