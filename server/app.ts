import { Hono } from 'hono';
import type { ApiContext } from './context.ts';
import { apiHeaders } from './http/api-headers.ts';
import { bodyLimit } from './http/body-limit.ts';
import { createOnError } from './http/on-error.ts';
import { notFoundOrNotAllowed } from './http/method-not-allowed.ts';
import { checkSiteHeaders, withContext } from './http/request-context.ts';
import { sameOriginGuard } from './http/same-origin.ts';
import { accountRoutes } from './routes/account/index.ts';
import { contentRoutes } from './routes/content/index.ts';
import { createDraftSites } from './editor/draft-site.ts';
import { draftPreview } from './http/draft-preview.ts';
import { editorRoutes } from './routes/editor/editor-routes.ts';
import { historyRoutes } from './routes/editor/history-routes.ts';
import { mediaRoutes } from './routes/editor/media-routes.ts';
import { presenceRoutes } from './routes/editor/presence-routes.ts';
import { shopRoutes } from './routes/shop/index.ts';
import { siteRoutes } from './routes/site/index.ts';

/**
 * The reference API (§7) as one Hono app. `npm run api` serves it at the root; the web server
 * mounts the same app under `/api`. Every answer is an envelope `{ success, data, message }`.
 */
export function createApi(ctx: ApiContext): Hono {
  const app = new Hono();
  app.use('*', apiHeaders());
  app.use('*', withContext(ctx));
  app.use('*', bodyLimit);
  app.use('*', sameOriginGuard());
  app.use('*', checkSiteHeaders);
  const draftSites = ctx.checks ? createDraftSites(ctx.checks) : null;
  if (draftSites) app.use('*', draftPreview(ctx, draftSites));
  app.route('/', siteRoutes(ctx));
  app.route('/', accountRoutes(ctx));
  app.route('/', contentRoutes(ctx));
  app.route('/', shopRoutes(ctx));
  if (draftSites) app.route('/', editorRoutes(ctx, draftSites));
  if (draftSites) app.route('/', historyRoutes(ctx));
  app.route('/', mediaRoutes(ctx));
  if (draftSites) app.route('/', presenceRoutes(ctx));
  app.onError(createOnError(ctx.log));
  app.notFound(notFoundOrNotAllowed(app));
  return app;
}
