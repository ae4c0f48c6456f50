import type { ActionFunction, LoaderFunction, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
import { localeFromPath } from '../../engine/router/locale.ts';
import { routeTable } from '../../engine/router/route-table.ts';
import { App } from './App.tsx';
import { LazyErrorPage } from './LazyErrorPage.tsx';
import { PageRoute } from './PageRoute.tsx';
import { lazyPart } from '../render/kept/lazy-part.tsx';

/**
 * The last-resort document (the site itself could not be loaded), its code loaded only then in
 * the browser; the server renders it from its registered code (register-shell-parts.server.ts).
 */
const RootError = lazyPart('root-error', () => import('./RootError.tsx').then((module) => module.RootError));

/** Loaders differ per side: the server runs the real ones, the browser fetches their JSON. */
export interface RouteLoaders {
  root: LoaderFunction;
  page: (routeId: string) => LoaderFunction;
  /**
   * The server's page action: a form posted without JavaScript to its page, handed to the block
   * that posted it. The browser has none (with JavaScript, forms send through their machines).
   */
  pageAction?: (routeId: string) => ActionFunction;
}

/** The site-wide data changes with the language only (or after a form submission). */
export function rootShouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod) return defaultShouldRevalidate;
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);
}

/** The react-router route objects of the table, same on the server and in the browser. */
export function createRoutes(loaders: RouteLoaders): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: loaders.root,
      shouldRevalidate: rootShouldRevalidate,
      Component: App,
      ErrorBoundary: RootError,
      children: routeTable.map((entry): RouteObject => {
        const shared = {
          id: entry.id,
          loader: loaders.page(entry.id),
          ...(loaders.pageAction ? { action: loaders.pageAction(entry.id) } : {}),
          Component: PageRoute,
          ErrorBoundary: LazyErrorPage,
        };
        return entry.path === '' ? { ...shared, index: true } : { ...shared, path: entry.path };
      }),
    },
  ];
}
