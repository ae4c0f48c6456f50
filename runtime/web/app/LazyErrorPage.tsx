import { lazy, Suspense } from 'react';

const Loaded = lazy(() => import('./ErrorPage.tsx').then((module) => ({ default: module.ErrorPage })));

/**
 * A page's error boundary, its code loaded when a page fails (a 404, a loader error) rather than
 * in the entry every page downloads (decision 0042). The server renders it like any block that
 * loads its code (the first time in a process, the stream renderer waits for it); the browser
 * keeps its server HTML until the chunk arrives.
 */
export function LazyErrorPage() {
  return (
    <Suspense fallback={null}>
      <Loaded />
    </Suspense>
  );
}
