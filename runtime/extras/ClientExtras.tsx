import { lazy, Suspense, useEffect, useState } from 'react';
import type { PageData, RootData } from '../data/loader-data.ts';

/** What the extras read from the root route's data. */
export type ExtrasRoot = Pick<RootData, 'locale' | 'apiBaseUrl' | 'siteInfo' | 'parameters' | 'session'>;
/** What the extras read from the page route's data (null on error pages). */
export type ExtrasPage = Pick<PageData, 'pageId'> | null;

export interface ClientExtrasProps {
  root: ExtrasRoot;
  page: ExtrasPage;
}

const LoadedExtras = lazy(() => import('./LoadedExtras.tsx'));

/**
 * The shared UI of every page, loaded only in the browser after hydration: slider, toasts,
 * loading bar, cookie banner, popups of the page, tracking under consent. Renders nothing on
 * the server and during hydration, so the streamed HTML and the first render agree.
 */
export function ClientExtras({ root, page }: ClientExtrasProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LoadedExtras root={root} page={page} />
    </Suspense>
  );
}
