import { useIntl } from '../i18n/use-intl.ts';
import { withLocalePrefix } from '../../engine/router/locale.ts';
import { menuTrail } from '../shell/menu/menu-trail.ts';
import type { TrailStep } from '../shell/menu/menu-trail.ts';
import { useSiteData } from '../../ui/site-data-context.ts';

/**
 * The breadcrumb down to the page at `href`, derived from the page tree (through the main menu):
 * the home page, the page's parents, the page itself. A page the menu does not show is one step
 * named `fallbackName`; without `href`, only the home page.
 */
export function usePageTrail(href: string | undefined, fallbackName: string): TrailStep[] {
  const intl = useIntl();
  const { menu, locale } = useSiteData();
  const home: TrailStep = { name: intl.formatMessage({ id: 'breadcrumb.home' }), href: withLocalePrefix('/', locale) };
  if (!href) return [home];
  const steps = menuTrail(menu ?? [], href);
  return [home, ...(steps.length > 0 ? steps : [{ name: fallbackName, href }])];
}
