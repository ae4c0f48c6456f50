import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** How many orders of the site used a discount code (codes compare case-insensitively). */
export async function discountCodeUses(db: Kysely<Database>, idSite: number, code: string): Promise<number> {
  const row = await db
    .selectFrom('discountCodeUses')
    .select((eb) => eb.fn.countAll<number | string>().as('uses'))
    .where('idSite', '=', idSite)
    .where('code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
  return Number(row?.uses ?? 0);
}
