import type { LoaderFunction } from 'react-router';
import type { PageData } from './loader-data.ts';
import type { BlockLibrary } from '../blocks/block-library.ts';
import { forgetStaticBlockHtml } from '../render/kept/static-block-html.ts';
import type { RouteLoaders } from './create-routes.tsx';
import type { ServerData } from './data-strategy.ts';
import { reloadsDocument } from '../shell/page-chrome.ts';

/** The server's part for this route, handed over by `dataStrategy` (see createDataStrategy). */
function serverDataOf(handlerCtx: unknown): ServerData {
  if (typeof handlerCtx !== 'function') throw new Error('Vitrine: route data is loaded through the router\'s dataStrategy');
  return handlerCtx as ServerData;
}

const rootLoader: LoaderFunction = (_args, handlerCtx) => serverDataOf(handlerCtx)();

const pageLoaderOf =
  (blocks: BlockLibrary): LoaderFunction =>
  async (args, handlerCtx) => {
    const page = (await serverDataOf(handlerCtx)()) as PageData;
    // A page with `reload` (decision 0062) is never reached in the page, whichever link led to it.
    // (No window outside a browser: a router run in Node, as the data-strategy test does, never reloads.)
    const here = typeof window === 'undefined' ? null : window.location.href;
    if (here !== null && reloadsDocument(page.chrome, args.request.url, here)) {
      window.location.assign(args.request.url);
      return new Promise<never>(() => {});
    }
    // The page's blocks are imported before it renders (each block is its own chunk), static ones
    // included: from now on every block renders from its code, not from the first page's HTML.
    await blocks.load(page.blockTypes);
    forgetStaticBlockHtml();
    return page;
  };

/** Browser loaders: the server loaders' data, from the navigation's one request (`dataStrategy`). */
export function clientLoaders(blocks: BlockLibrary): RouteLoaders {
  const pageLoader = pageLoaderOf(blocks);
  return { root: rootLoader, page: () => pageLoader };
}
