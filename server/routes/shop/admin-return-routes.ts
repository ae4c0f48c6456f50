import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import { ok, parseBody, parseParams, requireAdmin } from '../../http/index.ts';
import { moveReturn } from '../../shop/orders/move-return.ts';
import { RETURN_MOVES } from '../../shop/orders/return-steps.ts';
import { IdParam, shopRequest } from './shop-request.ts';

const ReturnParams = Type.Object({ id: IdParam, returnId: IdParam });
const MoveBody = Type.Object({ status: Type.String({ enum: [...RETURN_MOVES] }) });

/**
 * PUT /admin/order/{id}/return/{returnId}/status (admins): moves a return one step of its life
 * (return-steps.ts): `{ status: 'RECEIVED' }` once the parcel is in, which opens its refund.
 */
export function adminReturnRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.put('/admin/order/:id/return/:returnId/status', requireAdmin, async (c) => {
    const { site, lang } = await shopRequest(c);
    const { id, returnId } = parseParams(c, ReturnParams);
    const body = await parseBody(c, MoveBody);
    const to = body.status as (typeof RETURN_MOVES)[number];
    await moveReturn(ctx.db, { site, orderId: id, returnId, to, lang, at: ctx.now().toISOString() });
    return ok(c, { id: returnId, status: to });
  });
  return app;
}
