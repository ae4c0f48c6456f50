import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** The seats registered for an element of a site's list (0 when none). */
export async function seatsTaken(db: Kysely<Database>, idSite: number, route: string, elementId: number): Promise<number> {
  const row = await db
    .selectFrom('elementRegistrations')
    .select((eb) => eb.fn.sum<number | string | null>('seats').as('seats'))
    .where('idSite', '=', idSite)
    .where('route', '=', route)
    .where('elementId', '=', elementId)
    .executeTakeFirst();
  return Number(row?.seats ?? 0);
}
