import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { LayoutKey } from './check-layout-hash.ts';

/** The file id of a layout's current preview, or of the preview made for `hash`; undefined when there is none. */
export async function layoutPreviewFile(db: Kysely<Database>, layout: LayoutKey, hash: string | undefined): Promise<string | undefined> {
  const { idSite, idPage, idLayout } = layout;
  const row = hash
    ? await db.selectFrom('layoutPreviewVersions').select('fileId')
      .where('idSite', '=', idSite).where('idPage', '=', idPage).where('idLayout', '=', idLayout).where('hash', '=', hash).executeTakeFirst()
    : await db.selectFrom('layoutPreviews').select('fileId')
      .where('idSite', '=', idSite).where('idPage', '=', idPage).where('idLayout', '=', idLayout).executeTakeFirst();
  return row?.fileId;
}
