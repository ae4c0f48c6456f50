import { absoluteUrl, siteOrigin } from './site-origin.ts';

/** One step of a breadcrumb as it is shown: its name and, except for a text-only step, its site path. */
export interface CrumbForSeo {
  name: string;
  href?: string | undefined;
}

/**
 * The schema.org `BreadcrumbList` of a breadcrumb as the page shows it: one `ListItem` per step
 * with its position, name and absolute URL; the last step (the page itself) is named by the page's
 * URL when given. Steps without a link (a text-only menu parent) are left out, since every item
 * but the last needs a URL. Null for fewer than two steps (nothing worth a trail).
 */
export function breadcrumbJsonLd(crumbs: readonly CrumbForSeo[], origin: string, pageUrl?: string): Record<string, unknown> | null {
  const base = siteOrigin(origin);
  const steps = crumbs.filter((crumb, index) => crumb.name.trim() !== '' && (index === crumbs.length - 1 || isSitePath(crumb.href)));
  if (steps.length < 2) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((crumb, index) => {
      const url = isSitePath(crumb.href) ? absoluteUrl(base, crumb.href) : index === steps.length - 1 ? pageUrl : undefined;
      return { '@type': 'ListItem', position: index + 1, name: crumb.name.trim(), ...(url ? { item: url } : {}) };
    }),
  };
}

function isSitePath(href: string | undefined): href is string {
  return typeof href === 'string' && href.startsWith('/') && !href.startsWith('//');
}
