import { renderToString } from 'react-dom/server';
import type { ApiClient } from '../../runtime/engine/api/create-api-client.ts';
import type { Locale } from '../../rules/locale.ts';
import { allBlockTypes, isBlockType } from '../../blocks/block-list.ts';
import { compileMessages } from '../i18n-server/compile-messages.server.ts';
import { shellMessages } from '../../runtime/engine/i18n/messages/index.ts';
import { serverBlockLibrary } from '../block-server/server-block-library.ts';
import { loadBlockServerPart } from '../block-server/block-server-parts.server.ts';
import { prepareLayout } from '../render-server/prepare-layout.server.ts';
import { renderLayout } from '../../runtime/web/render/render-layout.tsx';
import type { ServedParameter, ServedSiteInfo } from '../../schemas/api/site.ts';
import { fontFaces, parameterString, siteFonts, themeCss } from '../../runtime/ui/theme/index.ts';
import { BlockFrame } from '../../runtime/tools/catalogue/BlockFrame.tsx';

/**
 * Server entry of the block catalogue's frames (`/_blocks/<type>?lang=…&frame=1`). Blocks import
 * their stylesheets, so this module is loaded through Vite: `vite.ssrLoadModule` in development,
 * the bundle `dist/catalogue/entry.catalogue.js` in production (host/catalogue/build-catalogue.server.ts).
 */
export interface BlockFrameInput {
  type: string;
  locale: Locale;
  dev: boolean;
  nonce: string;
  siteName: string;
  siteInfo: ServedSiteInfo;
  parameters: ServedParameter[];
  api: ApiClient;
  apiBaseUrl: string;
  /** Stylesheets of the given block types (the client build's manifest, or Vite's module graph). */
  stylesheets: (blockTypes: readonly string[]) => readonly string[];
  log: (line: string) => void;
  /** Props to render instead of the block's examples (a page's layout, shown alone in the admin's previews). */
  props?: Record<string, unknown>;
}

export type BlockFrameResult = { status: 200; html: string } | { status: 404; html: null };

/** The block types, in the order of blocks/block-list.ts. */
export function catalogueBlockTypes(): string[] {
  return [...allBlockTypes()];
}

/** One block with its example props of the language (or the given props), its data loaded as on a page. */
export async function renderBlockFrame(input: BlockFrameInput): Promise<BlockFrameResult> {
  if (!isBlockType(input.type)) return { status: 404, html: null };
  await serverBlockLibrary.load([input.type]);
  const definition = serverBlockLibrary.definitions.get(input.type);
  if (!definition) return { status: 404, html: null };
  const lang = input.locale === 'en' ? 'en' : 'fr';
  const props = input.props ?? ((await loadBlockServerPart(input.type)).examples?.[lang] as Record<string, unknown> | undefined);
  const layout = await prepareLayout(props ? [{ type: input.type, props }] : [], {
    dev: true,
    locale: input.locale,
    api: input.api,
    log: input.log,
    source: `${input.siteName}/_blocks/${input.type}`,
  });
  const messages = compileMessages({ ...shellMessages(input.locale), ...serverBlockLibrary.messages([input.type], lang) }, input.log);
  const body = props
    ? renderLayout(layout, serverBlockLibrary, { dev: true, log: input.log })
    : [<p key="none">{lang === 'en' ? `The block "${input.type}" has no example props.` : `Le bloc « ${input.type} » n’a pas d’exemple.`}</p>];
  const html = renderToString(
    <BlockFrame
      lang={lang}
      title={`${input.type} — ${lang}`}
      nonce={input.nonce}
      themeCss={`${fontFaces(siteFonts(input.siteInfo.fonts))}${themeCss(input.parameters, input.siteInfo)}`}
      globalCss={parameterString(input.parameters, 'GLOBAL_CSS')}
      stylesheets={input.stylesheets([input.type])}
      siteData={{ parameters: input.parameters, siteInfo: input.siteInfo, locale: input.locale, dev: input.dev, apiBaseUrl: input.apiBaseUrl }}
      messages={messages}
      location={lang === 'en' ? '/en' : '/'}
      emptyNote={
        lang === 'en'
          ? `The block "${input.type}" shows nothing with the settings or data of the site "${input.siteName}".`
          : `Le bloc « ${input.type} » n’affiche rien avec les réglages ou les données du site « ${input.siteName} ».`
      }
    >
      {body}
    </BlockFrame>,
  );
  return { status: 200, html: `<!DOCTYPE html>${html}` };
}
