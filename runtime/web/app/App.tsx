import { useContext, useEffect, useMemo } from 'react';
import { preinit, preload } from 'react-dom';
import { IntlProvider } from '../i18n/IntlProvider.tsx';
import { Outlet, ScrollRestoration, useLoaderData, useMatches } from 'react-router';
import { intlFormats } from '../i18n/intl-formats.ts';
import type { PageData, RootData } from './loader-data.ts';
import { htmlLang } from '../../engine/router/locale.ts';
import { localeCookieUpdate } from '../../engine/router/locale-cookie.ts';
import { Shell } from '../shell/index.ts';
// The static block wrapper's rule (StaticBlock.tsx is reachable from runtime/index.ts, which Node loads without Vite: no CSS import there).
import '../render/kept/static-block.css';
// The breadcrumb of deep pages and of content blocks (runtime/web/seo/Breadcrumb.tsx, which Node loads too: no CSS import there).
import '../seo/breadcrumb.css';
import { ClientExtras } from '../extras/ClientExtras.tsx';
import { KeptPart } from '../render/kept/KeptPart.tsx';
import { SeoHead } from '../seo/SeoHead.tsx';
import { DocumentContext } from './document-context.ts';
import { faviconHref, safeStyleText } from '../seo/head-info.ts';
import { SiteDataContext } from '../../ui/site-data-context.ts';
import { mergedMessages } from './merged-messages.ts';
import type { SiteData } from '../../ui/site-data-context.ts';

/** Whether `/logged` said a member is logged in. */
function isMember(session: RootData['session']): boolean {
  const logged = session.logged as { logged?: unknown } | null;
  return logged?.logged === true;
}

/** The end of the body (END_OF_BODY_HTML, the custom scripts): kept as the server sent it on the first page. */
const loadCustomScripts = () => import('./CustomScripts.tsx').then((module) => module.CustomScripts);

function isPageData(value: unknown): value is PageData {
  return typeof value === 'object' && value !== null && 'routeId' in value && 'layout' in value;
}

/**
 * The root route: the whole HTML document. Head (title, description, favicon, theme and global
 * CSS, the styles of the page's blocks), then the providers (site data, messages and formats) and the
 * layout shell around the current route.
 */
export function App() {
  const root = useLoaderData() as RootData;
  const matches = useMatches();
  const leaf = matches[matches.length - 1]?.data;
  const page = isPageData(leaf) ? leaf : null;
  const lang = htmlLang(root.locale);
  const document = useContext(DocumentContext);
  const blockTypes = page?.blockTypes ?? [];

  // The page's styles. Its scripts are not named in the head: the boot script loads them once the
  // first frame is painted (host/document/client-start.ts, decision 0044).
  for (const href of document.assets(blockTypes).css) preinit(href, { as: 'style', precedence: 'default' });
  // §7 fonts: the first weight of each site font, so the first screen paints in the site's type
  for (const font of root.fontPreloads) preload(font.href, { as: 'font', type: font.type, crossOrigin: 'anonymous' });

  const messages = mergedMessages(root.messages, page?.messages);
  const siteData = useMemo<SiteData>(
    () => ({
      parameters: page?.parameters.length ? [...root.parameters, ...page.parameters] : root.parameters,
      siteInfo: root.siteInfo,
      locale: root.locale,
      dev: root.dev,
      apiBaseUrl: root.apiBaseUrl,
      menu: root.menu,
      contactPath: root.contactPath,
      startup: root.startup,
    }),
    [root, page?.parameters],
  );

  // Marks the document once React has hydrated it (end-to-end tests wait for it). An effect of
  // the shared tree, so the server and client trees stay identical (useId depends on it).
  useEffect(() => {
    window.document.documentElement.dataset.hydrated = 'true';
  }, []);

  useEffect(() => {
    const update = localeCookieUpdate(window.document.cookie, root.locale);
    if (update) window.document.cookie = update;
  }, [root.locale]);

  // What the end of the body is rendered from: the same object while the site's parameters and the page's code stay.
  const jsCode = page?.jsCode ?? '';
  const customScripts = useMemo(() => ({ parameters: root.parameters, jsCode }), [root.parameters, jsCode]);

  const favicon = faviconHref(root.siteInfo);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <SeoHead head={page?.head} />
        {favicon ? <link rel="icon" href={favicon} /> : null}
        <style id="vitrine-theme" dangerouslySetInnerHTML={{ __html: safeStyleText(root.themeCss) }} />
        {root.globalCss ? <style id="vitrine-global-css" dangerouslySetInnerHTML={{ __html: safeStyleText(root.globalCss) }} /> : null}
      </head>
      <body>
        <SiteDataContext.Provider value={siteData}>
          <IntlProvider locale={lang} messages={messages} formats={intlFormats}>
            <Shell
              site={root.site}
              siteInfo={root.siteInfo}
              menu={root.menu}
              contactPath={root.contactPath}
              parameters={root.parameters}
              options={root.shell}
              locale={root.locale}
              alternatePaths={page?.paths ?? null}
              footer={root.footer}
              shop={root.siteInfo.isECommerce === true ? { cartCount: root.cartCount ?? null, member: isMember(root.session), apiBaseUrl: root.apiBaseUrl } : null}
              frame={page?.frame ?? 'SITE'}
              {...(page?.chrome ? { chrome: page.chrome } : {})}
            >
              <Outlet />
            </Shell>
          </IntlProvider>
        </SiteDataContext.Provider>
        <ScrollRestoration />
        <KeptPart name="custom-scripts" source={customScripts} load={loadCustomScripts} props={customScripts} />
        <ClientExtras root={root} page={page} />
      </body>
    </html>
  );
}
