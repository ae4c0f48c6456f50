import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** Logs a visit that arrived with `?from=` (its source and date); answers the log's id. */
export async function recordVisit(db: Kysely<Database>, visit: { idSite: number; source: string; createdAt: string }): Promise<number> {
  const row = await db.insertInto('visitLogs').values(visit).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
