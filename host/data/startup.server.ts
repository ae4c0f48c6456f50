import { Type } from '@sinclair/typebox';
import type { Locale } from '../../rules/locale.ts';
import { keepJson } from '../../runtime/engine/data/keep-json.ts';
import type { EngineContext } from './engine-context.ts';
import { menuItems, pagePathByRoute } from '../../runtime/engine/router/menu-tree.ts';
import type { MenuItem } from '../../runtime/engine/router/menu-tree.ts';
import { withLocalePrefix } from '../../runtime/engine/router/locale.ts';
import { apiUnavailable } from '../../runtime/engine/data/site-unavailable.ts';
import { ServedElementListSchema } from '../../schemas/api/content/served-content.ts';
import { authContracts } from '../../schemas/api/account/auth-contracts.ts';
import { userContracts } from '../../schemas/api/account/user-contracts.ts';
import { siteConfigContracts, siteExtraContracts } from '../../schemas/api/site/site-contracts.ts';
import type { CachedResult, ConfigCache } from './config-cache.server.ts';
import type { ServedElementList } from '../../schemas/api/content/served-content.ts';
import type { ServedParameter, ServedSiteInfo } from '../../schemas/api/site.ts';

const Anything = Type.Unknown();

type StartupRead = (config: ConfigCache, idSite: number, locale: Locale) => Promise<CachedResult<unknown>>;
const byPath = (path: string): StartupRead => (config, idSite, locale) => config.get(idSite, locale, path, Anything);

/** Start-up calls of spec §7 answered from configuration: cached per site + language with ETags (the site's by their contracts). */
const cachedCalls: Record<string, StartupRead> = {
  news: byPath('/news?promoted=true'),
  popups: byPath('/popup'),
  addressTypes: (config, idSite, locale) => config.call(idSite, locale, siteExtraContracts.addressTypes, {}),
  companyAddress: (config, idSite, locale) => config.call(idSite, locale, siteExtraContracts.companyAddresses, {}),
  variations: (config, idSite, locale) => config.call(idSite, locale, siteExtraContracts.variations, {}),
  productFileGenerator: (config, idSite, locale) => config.call(idSite, locale, siteExtraContracts.externalAppConfig, { params: { app: 'PRODUCT_FILE_GENERATOR' } }),
};

/** §4: the meal icon list, fetched with the start-up of a site with a shop (product pages look their icons up in it). */
const MEAL_ICONS = '/parameter/product/meal-icon';

export interface Startup {
  parameters: ServedParameter[] | null;
  siteInfo: ServedSiteInfo | null;
  /** The main menu built from the page tree (kept: serialized once per tree version); the tree itself stays on the server. */
  menu: MenuItem[];
  /** The contact page's path: the page whose `cms.route` is `nous-contacter`, else the fixed route. */
  contactPath: string;
  logoFooter: ServedElementList | null;
  linkFooter: ServedElementList | null;
  logged: unknown;
  user: unknown;
  others: Record<string, unknown>;
  /** True when a start-up call got no answer or a 5xx and had no last good version. */
  unavailable: boolean;
}

/**
 * Every start-up call of §7 in parallel (plus `GET /page`, the tree the menu is built from).
 * A result is kept only when `success` is true. `/logged` and `/user` are asked only when the
 * visitor has a session: without one they can only fail.
 */
export async function fetchStartup(ctx: EngineContext, locale: Locale): Promise<Startup> {
  // Without a session, /logged and /user can only fail: no API client is made for them.
  const api = ctx.hasSession ? ctx.api(locale) : null;
  const [configured, logged, user] = await Promise.all([
    ctx.config.derived(`${ctx.site.idSite}|${locale}|startup`, () => configuredStartup(ctx, locale)),
    api ? api.call(authContracts.logged, {}).then((r) => (r.success ? r.data : null)) : null,
    api ? api.call(userContracts.read, {}).then((r) => (r.success ? r.data : null)) : null,
  ]);
  return { ...configured, logged, user };
}

/** The start-up calls answered from configuration (the same for every visitor of a site and language). */
async function configuredStartup(ctx: EngineContext, locale: Locale): Promise<Omit<Startup, 'logged' | 'user'>> {
  const { config, site } = ctx;
  const id = site.idSite;
  const [parameters, siteInfo, pages, logoFooter, linkFooter, ...others] = await Promise.all([
    config.call(id, locale, siteConfigContracts.parameters, {}),
    config.call(id, locale, siteConfigContracts.info, {}),
    config.call(id, locale, siteConfigContracts.pageTree, {}),
    config.get(id, locale, '/element/logo-footer?page=1&nbItem=100', ServedElementListSchema),
    config.get(id, locale, '/element/link-footer?page=1&nbItem=100', ServedElementListSchema),
    ...Object.values(cachedCalls).map((read) => read(config, id, locale)),
  ]);
  // Asked only of a shop: elsewhere the route answers 404, and a call with no good version would turn an outage into 503s.
  const shop = siteInfo.success && siteInfo.data.isECommerce === true;
  if (shop) others.push(await config.get(id, locale, MEAL_ICONS, Anything));
  const names = [...Object.keys(cachedCalls), ...(shop ? ['mealIcons'] : [])];
  const results = [parameters, siteInfo, pages, logoFooter, linkFooter, ...others];
  return {
    unavailable: results.some((result) => !result.success && apiUnavailable(result)),
    parameters: parameters.success ? parameters.data : null,
    siteInfo: siteInfo.success ? siteInfo.data : null,
    menu: keepJson(pages.success ? menuItems(pages.data, locale) : []),
    contactPath: (pages.success ? pagePathByRoute(pages.data, 'nous-contacter', locale) : null) ?? withLocalePrefix('/nous-contacter', locale),
    logoFooter: logoFooter.success ? logoFooter.data : null,
    linkFooter: linkFooter.success ? linkFooter.data : null,
    others: keepJson(
      Object.fromEntries(others.flatMap((result, i) => (result.success ? [[names[i]!, result.data] as const] : []))),
    ),
  };
}
