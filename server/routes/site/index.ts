import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import { siteConfigRoutes } from './site-routes.ts';
import { siteExtraRoutes } from './site-extra-routes.ts';

/** Site and page calls of §7 (configuration reads). */
export function siteRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.route('/', siteConfigRoutes(ctx));
  app.route('/', siteExtraRoutes(ctx));
  return app;
}
