import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

import type { SavedAddress } from '../../../schemas/api/account/saved-address.ts';

const SAVED_LIMIT = 10;

/**
 * A member's saved addresses: the distinct addresses of their earlier orders on the site, the
 * latest first (§7 has no address book, so the orders are the book). The same address used for
 * delivery and billing is one entry with both types.
 */
export async function savedAddresses(db: Kysely<Database>, idSite: number, userId: number): Promise<SavedAddress[]> {
  const rows = await db
    .selectFrom('orderAddresses')
    .innerJoin('orders', 'orders.id', 'orderAddresses.orderId')
    .select(['orderAddresses.id', 'orderAddresses.kind', 'firstname', 'lastname', 'firstPart', 'secondPart', 'postalCode', 'city', 'country'])
    .where('orders.idSite', '=', idSite)
    .where('orders.userId', '=', userId)
    .orderBy('orders.id', 'desc')
    .orderBy('orderAddresses.id', 'desc')
    .limit(200)
    .execute();
  const byKey = new Map<string, SavedAddress>();
  for (const row of rows) {
    const key = [row.firstname, row.lastname, row.firstPart, row.secondPart ?? '', row.postalCode, row.city, row.country].map((part) => part.trim().toLowerCase()).join('\u0000');
    const type = row.kind === 'BILLING' ? 'BILLING' : 'SHIPPING';
    const found = byKey.get(key);
    if (found) {
      if (!found.type.some((one) => one.value === type)) found.type.push({ value: type });
      continue;
    }
    if (byKey.size === SAVED_LIMIT) continue;
    byKey.set(key, {
      id: row.id, type: [{ value: type }], firstname: row.firstname, lastname: row.lastname, address: row.firstPart,
      addressPart2: row.secondPart, postalCode: row.postalCode, city: row.city, country: row.country,
    });
  }
  return [...byKey.values()];
}
