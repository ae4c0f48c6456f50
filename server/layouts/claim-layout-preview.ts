import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

export interface LayoutPreviewClaim {
  idSite: number;
  idPage: number;
  idLayout: number;
  hash: string;
  /** Who pictures it (an instance id), for the logs. */
  by: string;
  at: string;
  /** The claim's end: after it, another instance may picture this hash (one that died holding it). */
  until: string;
}

/**
 * Takes the screenshot of a layout's hash for one instance (decision 0035): false when a preview
 * of this hash is already stored, or another instance holds an unexpired claim on this hash. One
 * statement decides (INSERT … ON CONFLICT DO UPDATE … WHERE, returning the row only when it took
 * it): on PostgreSQL a second claimer waits for the first's row and then finds it taken.
 */
export async function claimLayoutPreview(db: Kysely<Database>, claim: LayoutPreviewClaim): Promise<boolean> {
  const stored = await db.selectFrom('layoutPreviews').select('hash')
    .where('idSite', '=', claim.idSite).where('idPage', '=', claim.idPage).where('idLayout', '=', claim.idLayout)
    .executeTakeFirst();
  if (stored?.hash === claim.hash) return false;
  const taken = await db.insertInto('layoutPreviewClaims')
    .values({ idSite: claim.idSite, idPage: claim.idPage, idLayout: claim.idLayout, hash: claim.hash, claimedBy: claim.by.slice(0, 200), claimedUntil: claim.until })
    .onConflict((oc) => oc.columns(['idSite', 'idPage', 'idLayout'])
      .doUpdateSet((eb) => ({ hash: eb.ref('excluded.hash'), claimedBy: eb.ref('excluded.claimedBy'), claimedUntil: eb.ref('excluded.claimedUntil') }))
      .where((eb) => eb.or([eb('layoutPreviewClaims.hash', '<>', eb.ref('excluded.hash')), eb('layoutPreviewClaims.claimedUntil', '<=', claim.at)])))
    .returning('hash')
    .executeTakeFirst();
  return taken !== undefined;
}
