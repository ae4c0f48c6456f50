import { redirect } from 'react-router';
import { contactContracts } from '../../schemas/api/content/contact-contracts.ts';
import type { LoaderFunctionArgs } from 'react-router';
import type { Locale } from '../../rules/locale.ts';
import { compileMessages } from '../i18n-server/compile-messages.server.ts';
import type { CompiledMessages } from '../../runtime/engine/i18n/compiled-messages.ts';
import { shellMessages } from '../../runtime/engine/i18n/messages/index.ts';
import { fontFaces, fontPreloads, parameterString, siteFonts, themeCss } from '../../runtime/ui/theme/index.ts';
import { shellOptions, type ShellOptions } from '../../runtime/web/shell/shell-options.ts';
import { keepJson } from '../../runtime/engine/data/keep-json.ts';
import { localeFromPath, withLocalePrefix } from '../../runtime/engine/router/locale.ts';
import { sameSitePath } from '../../rules/web/same-site-path.ts';
import { isEngineContext, type EngineContext } from './engine-context.ts';
import { cartItemCount } from '../../runtime/cart/cart-item-count.ts';
import { splitLegalParameters } from '../../runtime/engine/data/legal-parameters.ts';
import type { RootData } from '../../runtime/web/app/loader-data.ts';
import type { ServedParameter, ServedSiteInfo } from '../../schemas/api/site.ts';
import { siteUnavailable } from './site-unavailable.server.ts';
import { fetchStartup } from './startup.server.ts';
import { cartContracts } from '../../schemas/api/shop/cart-contracts.ts';

const themes = new WeakMap<object, WeakMap<object, string>>();

/** Theme CSS of a parameters + site info version: computed once while the cache returns the same documents. */
function siteTheme(parameters: ServedParameter[], siteInfo: ServedSiteInfo): string {
  let byInfo = themes.get(parameters);
  if (!byInfo) {
    byInfo = new WeakMap();
    themes.set(parameters, byInfo);
  }
  let css = byInfo.get(siteInfo);
  if (css === undefined) {
    css = `${fontFaces(siteFonts(siteInfo.fonts))}${themeCss(parameters, siteInfo)}`;
    byInfo.set(siteInfo, css);
  }
  return css;
}

const shells = new WeakMap<object, ShellOptions>();

/** The shell's switches of a parameters version, read once while the cache returns the same document. */
function siteShellOptions(parameters: ServedParameter[]): ShellOptions {
  let options = shells.get(parameters);
  if (!options) {
    options = keepJson(shellOptions(parameters));
    shells.set(parameters, options);
  }
  return options;
}

const commonParameters = new WeakMap<object, ServedParameter[]>();

/** The parameters every page carries (the legal texts apart) of a parameters version: split once, their JSON written once. */
function siteParameters(parameters: ServedParameter[]): ServedParameter[] {
  let common = commonParameters.get(parameters);
  if (!common) {
    common = keepJson(splitLegalParameters(parameters).common);
    commonParameters.set(parameters, common);
  }
  return common;
}

const shellCatalogues = new Map<string, CompiledMessages>();

/** The shell's messages of a locale, parsed once. */
function compiledShellMessages(locale: Locale, log: (line: string) => void): CompiledMessages {
  let compiled = shellCatalogues.get(locale);
  if (!compiled) {
    compiled = keepJson(compileMessages(shellMessages(locale), log));
    shellCatalogues.set(locale, compiled);
  }
  return compiled;
}

/** The root route's loader, on the server: site-wide data of the path's locale. */
export async function rootLoader({ request, context }: LoaderFunctionArgs): Promise<RootData> {
  if (!isEngineContext(context)) throw new Error('rootLoader runs on the server with an EngineContext');
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const from = url.searchParams.get('from');
  if (from) {
    // §2: a `from` query parameter logs a visit, then the page reloads without it (a path
    // that is no path of this site, `//evil.example/?from=x`, goes to the language's home).
    await context.api(locale).call(contactContracts.visit, { params: { from } });
    url.searchParams.delete('from');
    throw redirect(sameSitePath(url.pathname + url.search) ?? withLocalePrefix('/', locale));
  }
  const startup = await fetchStartup(context, locale);
  if (startup.unavailable || !startup.siteInfo) {
    context.log(`[site] ${context.site.name}: ${startup.unavailable ? 'the API is unavailable' : 'no site info'}, cannot render ${url.pathname}`);
    siteUnavailable(locale);
  }
  const parameters = startup.parameters ?? [];
  const cartCount = startup.siteInfo.isECommerce === true ? await visitorCartCount(context, locale) : null;
  const personal = startup.logged !== null || startup.user !== null || cartCount !== null;
  // Issue 39: for a visitor with no session and no cart the root data depends on the start-up
  // bundle alone (one object per version of its documents, see fetchStartup): built once per
  // version and kept, so the boot script writes its 24 kB from bytes serialized once.
  const shared = personal ? null : sharedRoots.get(startup.others)?.get(`${locale}|${context.site.name}|${context.apiBaseUrl}|${context.dev}`);
  if (shared) return shared;
  const root: RootData = {
    locale,
    dev: context.dev,
    apiBaseUrl: context.apiBaseUrl,
    site: { name: context.site.name, idSite: context.site.idSite },
    siteInfo: startup.siteInfo,
    parameters: siteParameters(parameters),
    menu: startup.menu,
    contactPath: startup.contactPath,
    shell: siteShellOptions(parameters),
    fontPreloads: fontPreloads(siteFonts(startup.siteInfo.fonts)),
    themeCss: siteTheme(parameters, startup.siteInfo),
    globalCss: parameterString(parameters, 'GLOBAL_CSS'),
    footer: { logos: keepJson(startup.logoFooter?.items ?? []), links: keepJson(startup.linkFooter?.items ?? []) },
    session: { logged: startup.logged, user: startup.user },
    cartCount,
    startup: startup.others,
    messages: compiledShellMessages(locale, context.log),
  };
  if (personal) return root;
  let byVariant = sharedRoots.get(startup.others);
  if (!byVariant) {
    byVariant = new Map();
    sharedRoots.set(startup.others, byVariant);
  }
  byVariant.set(`${locale}|${context.site.name}|${context.apiBaseUrl}|${context.dev}`, keepJson(root));
  return root;
}

/** The root data of visitors with no session and no cart, per start-up bundle (its `others`, one object per version) and variant. */
const sharedRoots = new WeakMap<object, Map<string, RootData>>();

/** The item count of the visitor's cart, read with the `cart-id` cookie; null without one or when the API says no. */
async function visitorCartCount(context: EngineContext, locale: Locale): Promise<number | null> {
  if (!context.cartId) return null;
  const result = await context.api(locale).call(cartContracts.read, { params: { cartId: context.cartId } });
  return result.success ? cartItemCount(result.data) : null;
}
