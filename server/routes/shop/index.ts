import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import { cartLineRoutes } from './cart-line-routes.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { orderRoutes } from './order-routes.ts';
import { paymentRoutes } from './payment-routes.ts';
import { cartRoutes } from './cart-routes.ts';
import { productRoutes } from './product-routes.ts';

/** Shop calls of §7: carts, products, checkout, orders, returns, payment, customization. */
export function shopRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.route('/', cartRoutes(ctx));
  app.route('/', cartLineRoutes(ctx));
  app.route('/', productRoutes(ctx));
  app.route('/', checkoutRoutes(ctx));
  app.route('/', orderRoutes(ctx));
  app.route('/', paymentRoutes(ctx));
  return app;
}
