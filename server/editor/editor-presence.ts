import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** How long an editor counts as present after its last sign of life (it renews every PRESENCE_RENEW_MS). */
export const PRESENCE_LEASE_MS = 30_000;
export const PRESENCE_RENEW_MS = 10_000;

/** Another editor open on the site: who, and which page. */
export interface Presence {
  name: string;
  page: string;
  /** The same person in another tab. */
  self: boolean;
}

/**
 * Renews the lease of an open editor (`tab`) on `page`, then answers the others present on the
 * site, leases still running. One upsert and one read, no lock: a lease is a plain row; the
 * expired rows of the site are removed on the way.
 */
export async function touchPresence(
  db: Kysely<Database>, entry: { idSite: number; tab: string; idUser: number; name: string; page: string }, now: Date,
): Promise<Presence[]> {
  const until = new Date(now.getTime() + PRESENCE_LEASE_MS).toISOString();
  const at = now.toISOString();
  await db.insertInto('editorPresence').values({ ...entry, until })
    .onConflict((oc) => oc.columns(['idSite', 'tab']).doUpdateSet({ idUser: entry.idUser, name: entry.name, page: entry.page, until }))
    .execute();
  await db.deleteFrom('editorPresence').where('idSite', '=', entry.idSite).where('until', '<=', at).execute();
  const rows = await db.selectFrom('editorPresence').select(['tab', 'idUser', 'name', 'page']).where('idSite', '=', entry.idSite).where('until', '>', at).orderBy('name').execute();
  return rows.filter((row) => row.tab !== entry.tab).map((row) => ({ name: row.name, page: row.page, self: Number(row.idUser) === entry.idUser }));
}

/** An editor closed (or left): its lease dropped at once. */
export async function dropPresence(db: Kysely<Database>, idSite: number, tab: string): Promise<void> {
  await db.deleteFrom('editorPresence').where('idSite', '=', idSite).where('tab', '=', tab).execute();
}
