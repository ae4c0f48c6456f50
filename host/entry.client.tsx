import '@vitejs/plugin-react/preamble';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { installChunkReload, reportChunkError } from '../runtime/engine/api/install-chunk-reload.ts';
import { clientLoaders } from '../runtime/web/app/client-loaders.ts';
import { createRoutes } from '../runtime/web/app/create-routes.tsx';
import { dataStrategy } from '../runtime/web/app/data-strategy.ts';
import { quietViewTransitions, showTransition, withPageTransitions } from '../runtime/web/app/page-transition.ts';
import { deserializeRouteErrors } from '../runtime/web/app/route-errors.ts';
import type { SerializedRouteError } from '../runtime/web/app/route-errors.ts';
import { createBlockLibrary } from '../runtime/web/blocks/block-library.ts';
import { BlockLibraryContext } from '../runtime/web/blocks/block-library-context.ts';
import { captureStaticBlockHtml } from '../runtime/web/render/kept/static-block-html.ts';
import { captureKeptParts } from '../runtime/web/render/kept/kept-parts.ts';
import { blockSet } from './block-set.ts';
import { keepLateClicks } from '../runtime/web/render/late/late-clicks.ts';
import { recordingOn } from '../runtime/engine/machines/recording/recording-switch.ts';
import type { ClientBootData } from './entry.server.tsx';

declare global {
  interface Window {
    __vitrine?: ClientBootData;
  }
}

async function boot(): Promise<void> {
  installChunkReload();
  // The boot script that holds the loader data is the one that imports this module (decision 0044).
  const data = window.__vitrine;
  if (!data) throw new Error('Vitrine: no server data in the page');
  // Import the page's blocks first, so the first client render matches the server HTML; blocks
  // with no browser behaviour keep their server HTML and load no code (StaticBlock); blocks that
  // act only on the visitor's input hydrate once the page wakes (LateBlock).
  captureStaticBlockHtml(document);
  keepLateClicks(window);
  // The same for the shell's parts with no browser behaviour (the footer's columns), until the root data changes.
  captureKeptParts(document);
  // A block's chunk that a deploy removed loads the page anew (once a minute at most), the one a
  // navigation under way was going to if any: its new HTML names the new chunks.
  let router: ReturnType<typeof createBrowserRouter> | undefined;
  const destination = () => {
    const to = router?.state.navigation.location;
    return to ? `${to.pathname}${to.search}${to.hash}` : undefined;
  };
  const load = async (type: string) => {
    try {
      return await blockSet.load(type);
    } catch (error) {
      reportChunkError(error, destination());
      throw error;
    }
  };
  const blocks = createBlockLibrary({ ...blockSet, load });
  await blocks.load(data.blockTypes.filter((type) => !blocks.staticTypes.has(type) && !blocks.lateTypes.has(type)));
  router = createBrowserRouter(createRoutes(clientLoaders(blocks)), {
    // One `/_data` request per navigation for every loader it calls.
    dataStrategy,
    hydrationData: {
      loaderData: data.hydrationData.loaderData,
      actionData: data.hydrationData.actionData,
      errors: deserializeRouteErrors(data.hydrationData.errors as Record<string, SerializedRouteError> | null),
    },
  });
  // §9 show-transition: each change of page cross-fades unless the key says 'false' (or reduced motion).
  const storage = (() => {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  })();
  quietViewTransitions(document);
  withPageTransitions(router, () => showTransition({ storage, view: window }, typeof document.startViewTransition === 'function'));
  // Hydration as a transition: React yields to the browser every few milliseconds instead of
  // hydrating the whole page in one long task (issue 39: the cart's and the catalogue's TBT), and
  // hydrates first the part a visitor clicks or types in (decision 0072).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <BlockLibraryContext.Provider value={blocks}>
          <RouterProvider router={router} />
        </BlockLibraryContext.Provider>
      </StrictMode>,
    );
  });
  // A tester's recording (?record): its bar, loaded only then.
  if (recordingOn()) void import('../runtime/engine/machines/recording/recorder-bar.ts').then(({ mountRecorderBar }) => mountRecorderBar());
}

void boot();
