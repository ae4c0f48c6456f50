import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { MediaRow } from './media-store.ts';

/** Removes a picture from the site's library, in the audit log (`media.delete`) in the same transaction; its bytes are the caller's to remove after the commit. */
export async function deleteMedia(db: Kysely<Database>, media: Pick<MediaRow, 'idSite' | 'id' | 'hash' | 'name'>, at: string, actor: { id: number; email: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('editorMedia').where('id', '=', media.id).where('idSite', '=', media.idSite).execute();
    await recordAudit(trx, { idSite: media.idSite, at, actor, action: 'media.delete', detail: { id: Number(media.id), hash: media.hash, name: media.name } });
  });
}
