import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { ApiContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { checkAndTake, lockKeys } from '../../db/check-and-take.ts';
import { ApiError, ok, parseBody, parseParams, parseQuery, userOf } from '../../http/index.ts';
import type { Locale } from '../../../rules/locale.ts';
import { orderBackInfo } from '../../shop/orders/order-back-info.ts';
import { returnableQuantity, returnRequestError, returnWindowError, type ReturnableLine } from '../../shop/orders/order-back-rules.ts';
import { returnWindowDays } from '../../shop/shop-site.ts';
import { isReturnReason } from '../../shop/orders/order-generic-values.ts';
import { isOrderStatus } from '../../shop/orders/order-status.ts';
import { requireVisibleOrder, type OrderRow } from '../../shop/orders/order-view.ts';
import { IdParam, IdParams, shopRequest } from './shop-request.ts';
import { queueReturnMail, queueReturnNotice } from '../../shop/mails/return-mails.ts';
import { returnLabelLink } from '../../shop/orders/return-label-link.ts';

const BackBody = Type.Object({
  products: Type.Array(Type.Object({ idOrderLine: Type.Integer({ minimum: 1, maximum: 2147483647 }), quantity: Type.Integer({ minimum: 0, maximum: 100000 }) }), { minItems: 1, maxItems: 200 }),
  reason: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  comment: Type.Optional(Type.String({ maxLength: 2000 })),
});

async function returnableLines(db: Kysely<Database>, orderId: number) {
  const lines = await db.selectFrom('orderLines').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
  const returned = await db
    .selectFrom('orderReturnLines')
    .innerJoin('orderReturns', 'orderReturns.id', 'orderReturnLines.returnId')
    .select(['orderReturnLines.orderLineId', (eb) => eb.fn.sum<number | string>('orderReturnLines.quantity').as('quantity')])
    .where('orderReturns.orderId', '=', orderId)
    .groupBy('orderReturnLines.orderLineId')
    .execute();
  return lines.map((line) => {
    const rules: ReturnableLine = {
      idOrderLine: line.id,
      quantity: line.quantity,
      returnedQuantity: Number(returned.find((one) => one.orderLineId === line.id)?.quantity ?? 0),
      customized: line.customized === 1,
      isDematerialized: line.isDematerialized === 1,
    };
    return { line, rules };
  });
}

async function returnsOf(ctx: ApiContext, order: OrderRow, lang: Locale, now: Date, windowDays: number) {
  const db = ctx.db;
  const lines = await returnableLines(db, order.id);
  const returns = await db.selectFrom('orderReturns').selectAll().where('orderId', '=', order.id).orderBy('id').execute();
  const returnLines = returns.length
    ? await db.selectFrom('orderReturnLines').selectAll().where('returnId', 'in', returns.map((one) => one.id)).execute()
    : [];
  const windowError = isOrderStatus(order.status) ? returnWindowError({ status: order.status, deliveredAt: order.deliveredAt }, now, lang, windowDays) : null;
  return {
    order: { id: order.id, reference: order.reference },
    canReturn: windowError === null && lines.some(({ rules }) => returnableQuantity(rules) > 0),
    reason: windowError,
    products: lines.map(({ line, rules }) => ({
      idOrderLine: line.id,
      name: line.name,
      quantity: line.quantity,
      returnedQuantity: rules.returnedQuantity,
      returnableQuantity: windowError ? 0 : returnableQuantity(rules),
    })),
    returns: await Promise.all(returns.map(async (one) => ({
      id: one.id,
      status: one.status,
      reason: one.reason,
      createdAt: one.createdAt,
      updatedAt: one.updatedAt ?? one.createdAt,
      /** The label step's instructions and label link; the refusal's reason (issue 36). */
      instructions: one.instructions,
      label: await returnLabelLink(ctx.files.links, now, order.id, one.id, one.labelFileId),
      refusal: one.refusal,
      products: returnLines.filter((line) => line.returnId === one.id).map((line) => ({ idOrderLine: line.orderLineId, quantity: line.quantity })),
    }))),
  };
}

/** GET /order/back-products/is-active, GET /order-back?order={id}, POST /order/{id}/back-products. */
export function orderBackRoutes(ctx: ApiContext): Hono {
  const app = new Hono();

  app.get('/order/back-products/is-active', async (c) => {
    const { site, lang } = await shopRequest(c);
    return ok(c, orderBackInfo(lang, returnWindowDays(site)));
  });

  app.get('/order-back', async (c) => {
    const { site, lang } = await shopRequest(c);
    const user = await userOf(c);
    const { order: id } = parseQuery(c, Type.Object({ order: IdParam }));
    const order = await requireVisibleOrder(ctx.db, site.idSite, id, { userId: user.id });
    return ok(c, await returnsOf(ctx, order, lang, ctx.now(), returnWindowDays(site)));
  });

  app.post('/order/:id/back-products', async (c) => {
    const { site, lang } = await shopRequest(c);
    const user = await userOf(c);
    const { id } = parseParams(c, IdParams);
    const body = await parseBody(c, BackBody);
    if (body.reason !== undefined && !isReturnReason(body.reason)) {
      throw new ApiError(400, { en: "Invalid field ''reason'' in body: must be one of GET /order-generic-values/return-reason", fr: 'Champ « reason » invalide dans le corps de la requête : doit être l’une des valeurs de GET /order-generic-values/return-reason' });
    }
    // Returns already asked are counted under the order's lock: two requests cannot both take the last units.
    const at = ctx.now().toISOString();
    await checkAndTake(ctx.db, lockKeys.order(id), async (trx) => {
      const order = await requireVisibleOrder(trx, site.idSite, id, { userId: user.id });
      const windowError = isOrderStatus(order.status) ? returnWindowError({ status: order.status, deliveredAt: order.deliveredAt }, ctx.now(), lang, returnWindowDays(site)) : 'unknown status';
      if (windowError) throw new ApiError(400, windowError);
      const lines = await returnableLines(trx, order.id);
      const problem = returnRequestError(lines.map(({ rules }) => rules), body.products, lang);
      if (problem) throw new ApiError(problem.status, problem.message);
      const reason = [body.reason, body.comment].filter(Boolean).join(': ') || null;
      const created = await trx
        .insertInto('orderReturns')
        .values({ orderId: order.id, status: 'ASKED', reason, createdAt: at, updatedAt: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const asked of body.products.filter((one) => one.quantity > 0)) {
        await trx.insertInto('orderReturnLines').values({ returnId: created.id, orderLineId: asked.idOrderLine, quantity: asked.quantity }).execute();
      }
      // The customer's confirmation and the shop's notice commit with the return (issue 36).
      await queueReturnMail(trx, site, created.id, at);
      await queueReturnNotice(trx, site, created.id, at);
    });
    const order = await requireVisibleOrder(ctx.db, site.idSite, id, { userId: user.id });
    return ok(c, await returnsOf(ctx, order, lang, ctx.now(), returnWindowDays(site)), '', 201);
  });

  return app;
}
