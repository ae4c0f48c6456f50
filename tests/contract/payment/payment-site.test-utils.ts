import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { projectRoot } from '../../../server/paths.ts';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { addLine, DOMAINE, NOW, orderBody } from '../shop/shop-helpers.test-utils.ts';

/** A copy of the configuration whose domaine site pays with `method`. */
export function configsPayingWith(method: string): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), `vitrine-${method}-`));
  cpSync(resolve(projectRoot, 'site-configs'), root, { recursive: true, filter: (src) => !/[\\/](media|fonts)$/.test(src) });
  const path = join(root, 'domaine', 'parameters.json');
  const doc = JSON.parse(readFileSync(path, 'utf8')) as { parameters: { type: string; value: unknown }[] };
  doc.parameters.find((parameter) => parameter.type === 'PAYMENT_METHOD')!.value = method;
  writeFileSync(path, `${JSON.stringify(doc, null, 2)}\n`);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** A harness on such a copy, with the provider's keys in its environment. */
export async function paymentHarness(method: string, env: Record<string, string>, now: () => Date = () => NOW): Promise<{ h: Harness; close(): Promise<void> }> {
  const configs = configsPayingWith(method);
  const h = await createHarness({ siteConfigs: configs.root, now, env });
  return { h, close: async () => { await h.close(); configs.remove(); } };
}

/** A guest's order of 3 bottles on the domaine (of 480 in stock), placed and waiting for its payment. */
export async function placedOrder(h: Harness): Promise<{ id: number; cart: string; totalCents: number; reference: string }> {
  const cart = (await addLine(h, 'new', 101, 3)).json?.data.cartId as string;
  const created = await h.request('POST', '/order', { site: DOMAINE, lang: 'en', body: orderBody(cart) });
  if (created.status !== 201) throw new Error(`order failed: ${created.text}`);
  const row = await h.ctx.db.selectFrom('orders').select(['id', 'totalCents', 'reference']).where('cartId', '=', cart).executeTakeFirstOrThrow();
  return { id: row.id, cart, totalCents: row.totalCents, reference: row.reference };
}

/** Starts the hosted payment of an order, as the payment step does. */
export function startPayment(h: Harness, order: { id: number; cart: string }, lang = 'en') {
  return h.request('POST', `/payment/start/${order.id}`, {
    site: DOMAINE, lang,
    body: { cart: order.cart, returnPath: `/en/order/cawl/result/${order.id}?cart=${order.cart}`, cancelPath: `/en/order/cancel?order=${order.id}&cart=${order.cart}` },
  });
}

/** The order's status, its payment rows' statuses and the mails its customer got (kinds). */
export async function orderState(h: Harness, orderId: number) {
  const order = await h.ctx.db.selectFrom('orders').select(['status', 'email', 'userId']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const payments = await h.ctx.db.selectFrom('payments').select('status').where('orderId', '=', orderId).orderBy('id').execute();
  const history = await h.ctx.db.selectFrom('orderStatusHistory').select('status').where('orderId', '=', orderId).orderBy('id').execute();
  const reference = (await h.ctx.db.selectFrom('orders').select('reference').where('id', '=', orderId).executeTakeFirstOrThrow()).reference;
  const mails = await h.ctx.db.selectFrom('outbox').select(['kind', 'subject']).where('subject', 'like', `%${reference}%`).orderBy('id').execute();
  return { status: order.status, payments: payments.map((row) => row.status), history: history.map((row) => row.status), mails: mails.map((mail) => mail.kind) };
}
