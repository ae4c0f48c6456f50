import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The site of the order a provider's notification names (Stripe's `client_reference_id`), if it is an order id at all. */
export async function siteOfNotifiedOrder(db: Kysely<Database>, orderId: number): Promise<number | undefined> {
  if (!Number.isInteger(orderId) || orderId <= 0 || orderId > 2147483647) return undefined;
  return (await db.selectFrom('orders').select('idSite').where('id', '=', orderId).executeTakeFirst())?.idSite;
}

/** The order and site of a payment attempt by its provider's reference (CAWL's hosted checkout id), among the sites given. */
export async function attemptOfReference(db: Kysely<Database>, provider: string, providerRef: string, idSites: readonly number[]) {
  if (idSites.length === 0) return undefined;
  return db.selectFrom('payments').innerJoin('orders', 'orders.id', 'payments.orderId').select(['payments.orderId', 'orders.idSite'])
    .where('payments.provider', '=', provider).where('payments.providerRef', '=', providerRef).where('orders.idSite', 'in', [...idSites])
    .executeTakeFirst();
}
