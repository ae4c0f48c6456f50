import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

export interface LayoutKey {
  idSite: number;
  idPage: number;
  idLayout: number;
}

/** Stores a layout's new hash and returns the one stored before (null the first time), in one transaction. */
export async function checkLayoutHash(db: Kysely<Database>, layout: LayoutKey, hash: string, at: string): Promise<string | null> {
  const { idSite, idPage, idLayout } = layout;
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('layoutHashes').select('hash')
      .where('idSite', '=', idSite).where('idPage', '=', idPage).where('idLayout', '=', idLayout)
      .executeTakeFirst();
    await trx.insertInto('layoutHashes').values({ idSite, idPage, idLayout, hash, updatedAt: at })
      .onConflict((oc) => oc.columns(['idSite', 'idPage', 'idLayout']).doUpdateSet({ hash, updatedAt: at }))
      .execute();
    return row?.hash ?? null;
  });
}
