import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import { albumRoutes } from './album-routes.ts';
import { blogRoutes } from './blog-routes.ts';
import { calendarRoutes } from './calendar-routes.ts';
import { elementRoutes } from './element-routes.ts';
import { formRoutes } from './forms/form-routes.ts';
import { geoRoutes } from './geo-routes.ts';
import { messageRoutes } from './message-routes.ts';
import { newsletterRoutes } from './newsletter-routes.ts';
import { newsRoutes } from './news-routes.ts';
import { popupRoutes } from './popup-routes.ts';
import { createSubmissionLimiter } from './rate-limit.ts';
import { reviewRoutes } from './review-routes.ts';
import { serviceRoutes } from './service-routes.ts';
import { visitRoutes } from './visit-routes.ts';

/**
 * Content calls of §7: albums, blog, news, elements, services, popups, calendars, reviews, forms,
 * contact and newsletter, visit logs, countries and cities. One submission limiter, kept in the
 * database for every instance: 10 per 10 minutes per address, site and kind of call.
 */
export function contentRoutes(ctx: ApiContext): Hono {
  const limiter = createSubmissionLimiter(ctx);
  const app = new Hono();
  app.route('/', albumRoutes());
  app.route('/', blogRoutes());
  app.route('/', newsRoutes());
  app.route('/', serviceRoutes());
  app.route('/', calendarRoutes(ctx));
  app.route('/', reviewRoutes());
  app.route('/', elementRoutes(ctx, limiter));
  app.route('/', formRoutes(ctx, limiter));
  app.route('/', messageRoutes(ctx, limiter));
  app.route('/', newsletterRoutes(ctx, limiter));
  app.route('/', popupRoutes(ctx));
  app.route('/', visitRoutes(ctx));
  app.route('/', geoRoutes());
  return app;
}
