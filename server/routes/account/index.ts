import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import { adminLayoutRoutes } from './admin-layout-routes.ts';
import { adminSetupRoutes } from './admin-setup-routes.ts';
import { authRoutes } from './auth-routes.ts';
import { emailChangeRoutes } from './email-change-routes.ts';
import { newsletterRoutes } from './newsletter-routes.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { userRoutes } from './user-routes.ts';

/** Account calls of §7 (auth, password reset, profile, newsletter), the admin layout calls and the first admin's setup. */
export function accountRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.route('/', authRoutes(ctx));
  app.route('/', passwordResetRoutes(ctx));
  app.route('/', userRoutes(ctx));
  app.route('/', emailChangeRoutes(ctx));
  app.route('/', newsletterRoutes(ctx));
  app.route('/', adminLayoutRoutes(ctx));
  app.route('/', adminSetupRoutes(ctx));
  return app;
}
