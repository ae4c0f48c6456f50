import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import { cartLineRoutes } from './cart-line-routes.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { orderRoutes } from './order-routes.ts';
import { paymentRoutes } from './payment-routes.ts';
import { paymentProviderRoutes } from './payment-provider-routes.ts';
import { paymentRefundRoutes } from './payment-refund-routes.ts';
import { orderBackRoutes } from './order-back-routes.ts';
import { adminOrderRoutes } from './admin-order-routes.ts';
import { adminReturnRoutes } from './admin-return-routes.ts';
import { returnLabelRoutes } from './return-label-routes.ts';
import { customizationRoutes } from './customization-routes.ts';
import { technicalFileRoutes } from './technical-file-routes.ts';
import { giftVoucherRoutes } from './gift-voucher-routes.ts';
import { cartRoutes } from './cart-routes.ts';
import { productRoutes } from './product-routes.ts';
import { reviewRequestRoutes } from './review-request-routes.ts';

/** Shop calls of §7: carts, products, checkout, orders, returns, payment, customization. */
export function shopRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.route('/', cartRoutes(ctx));
  app.route('/', cartLineRoutes(ctx));
  app.route('/', productRoutes(ctx));
  app.route('/', checkoutRoutes(ctx));
  app.route('/', orderRoutes(ctx));
  app.route('/', paymentRoutes(ctx));
  app.route('/', paymentProviderRoutes(ctx));
  app.route('/', paymentRefundRoutes(ctx));
  app.route('/', orderBackRoutes(ctx));
  app.route('/', adminOrderRoutes(ctx));
  app.route('/', adminReturnRoutes(ctx));
  app.route('/', returnLabelRoutes(ctx));
  app.route('/', customizationRoutes(ctx));
  app.route('/', technicalFileRoutes(ctx));
  app.route('/', reviewRequestRoutes(ctx));
  app.route('/', giftVoucherRoutes(ctx));
  return app;
}
