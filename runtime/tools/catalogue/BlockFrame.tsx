import type { ReactNode } from 'react';
import { IntlProvider } from '../../web/i18n/IntlProvider.tsx';
import { StaticRouter } from 'react-router';
import type { CompiledMessages } from '../../engine/i18n/compiled-messages.ts';
import { intlFormats } from '../../web/i18n/intl-formats.ts';
import { SiteDataContext } from '../../ui/site-data-context.ts';
import type { SiteData } from '../../ui/site-data-context.ts';
import { safeStyleText } from '../../web/seo/head-info.ts';
import type { Lang } from '../../../rules/locale.ts';

export interface BlockFrameProps {
  lang: Lang;
  title: string;
  nonce: string;
  /** The site's theme: font faces and CSS variables from its parameters. */
  themeCss: string;
  globalCss: string;
  stylesheets: readonly string[];
  siteData: SiteData;
  messages: CompiledMessages;
  /** The page path the block's links are relative to (`/` or `/en`). */
  location: string;
  /** Shown when the block renders nothing (a site setting or missing data hides it). */
  emptyNote: string;
  children: ReactNode;
}

/** The frame's own rules: the note of an empty block (comments left by React do not count). */
const frameCss = `.vitrine-page:empty::before{content:attr(data-empty-note);display:block;margin:16px;padding:12px 16px;border:2px dashed #777;color:#333;background:#fff;font:14px/1.5 system-ui,sans-serif}`;

/** Tells the catalogue page the frame's height, so each frame shows its whole block. */
const sizeScript = `(function(){function send(){parent.postMessage({vitrineBlockFrame:document.documentElement.scrollHeight},location.origin);}
addEventListener('load',send);if(window.ResizeObserver)new ResizeObserver(send).observe(document.documentElement);})();`;

/**
 * One block alone in a document, as the catalogue's iframes show it: the site's theme and the
 * block's stylesheets, the engine's providers (site data, messages, router), no client script.
 */
export function BlockFrame(props: BlockFrameProps) {
  return (
    <html lang={props.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{props.title}</title>
        {props.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <style dangerouslySetInnerHTML={{ __html: safeStyleText(props.themeCss) }} />
        {props.globalCss ? <style dangerouslySetInnerHTML={{ __html: safeStyleText(props.globalCss) }} /> : null}
        <style dangerouslySetInnerHTML={{ __html: frameCss }} />
      </head>
      <body>
        <SiteDataContext.Provider value={props.siteData}>
          <IntlProvider locale={props.lang} messages={props.messages} formats={intlFormats}>
            <StaticRouter location={props.location}>
              <main className="vitrine-page" data-empty-note={props.emptyNote}>{props.children}</main>
            </StaticRouter>
          </IntlProvider>
        </SiteDataContext.Provider>
        <script nonce={props.nonce} dangerouslySetInnerHTML={{ __html: sizeScript }} />
      </body>
    </html>
  );
}
