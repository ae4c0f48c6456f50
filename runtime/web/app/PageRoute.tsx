import { lazy, Suspense, useMemo } from 'react';
import { useActionData, useFormAction, useLoaderData } from 'react-router';
import { PAGE_HEADING_BLOCKS } from '../../engine/data/page-heading-blocks.ts';
import type { PageData } from './loader-data.ts';
import { useBlockLibrary } from '../blocks/block-library-context.ts';
import { renderLayout } from '../render/render-layout.tsx';
import { staticBlockHtml } from '../render/kept/static-block-html.ts';
import { lateBlockCode } from '../render/late/late-block-code.ts';
import { PagePostContext } from './page-post-context.ts';
import { pageParts } from './page-parts.ts';
import { useSiteData } from '../../ui/site-data-context.ts';

const PageBreadcrumb = lazy(() => import('./PageBreadcrumb.tsx'));

/**
 * A page: its blocks, rendered from the layout the loader prepared. When the layout does not
 * start with a hero (which carries the page's h1), the page title is the h1. Its blocks' forms
 * post to the page route's action, and read its answer (`actionData`) through `usePagePost()`.
 * A tree page's chrome (decision 0062) gives its first block a header, its last a right-hand
 * column or a footer. A page below the home shows its breadcrumb from the page tree
 * (`page.breadcrumb`, decided by the loader with `pageBreadcrumbShown`): first, or just below
 * the hero a page opens with.
 */
export function PageRoute() {
  const page = useLoaderData() as PageData;
  const answer = useActionData();
  const action = useFormAction();
  const post = useMemo(() => ({ action, answer }), [action, answer]);
  const { dev } = useSiteData();
  const library = useBlockLibrary();
  const blocks = renderLayout(page.layout, library, { dev, staticHtml: staticBlockHtml, late: (type) => lateBlockCode(library, type) });
  const hasHero = PAGE_HEADING_BLOCKS.has(page.layout[0]?.type ?? '');
  // The tree page's own header, right-hand column and footer (decision 0062).
  const parts = pageParts(blocks, page.chrome, hasHero);
  const title = hasHero ? null : <h1 className="vitrine-page__title">{page.title}</h1>;
  const crumbs = page.breadcrumb ? (
    <div className="vitrine-page__crumbs">
      <Suspense fallback={null}>
        <PageBreadcrumb title={page.title} />
      </Suspense>
    </div>
  ) : null;
  // A page that opens with its hero (which may lie under the header, useAbsoluteMenu) shows the
  // breadcrumb just below the hero; any other page shows it first, above its title.
  const belowHero = hasHero && parts.header === null && (parts.lead !== null || parts.body.length > 0);
  const lead = belowHero && parts.lead === null ? parts.body[0]! : parts.lead;
  const body = belowHero && parts.lead === null ? parts.body.slice(1) : parts.body;
  return (
    <div className={parts.aside === null ? 'vitrine-page' : 'vitrine-page vitrine-page--right'} data-route={page.routeId}>
      <PagePostContext.Provider value={post}>
        {belowHero ? null : crumbs}
        {parts.header === null ? null : <header className="vitrine-page__header">{parts.header}</header>}
        {title}
        {lead}
        {belowHero ? crumbs : null}
        {parts.aside === null ? (
          body
        ) : (
          <div className="vitrine-page__columns">
            <div className="vitrine-page__body">{body}</div>
            <aside className="vitrine-page__aside">{parts.aside}</aside>
          </div>
        )}
        {parts.footer === null ? null : <footer className="vitrine-page__footer">{parts.footer}</footer>}
      </PagePostContext.Provider>
    </div>
  );
}

