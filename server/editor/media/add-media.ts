import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { insertMedia, type MediaRow } from './media-store.ts';

/**
 * Adds an uploaded picture to the site's library (its bytes already stored under their hash, outside
 * this transaction), or finds the row of the same bytes already there; a new one is written in the
 * audit log (`media.upload`) in the same transaction.
 */
export function addMedia(db: Kysely<Database>, row: Omit<MediaRow, 'id'>, actor: { id: number; email: string }): Promise<{ row: MediaRow; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const saved = await insertMedia(trx, row);
    if (saved.created) {
      await recordAudit(trx, { idSite: row.idSite, at: row.createdAt, actor, action: 'media.upload', detail: { id: Number(saved.row.id), hash: row.hash, name: saved.row.name, size: row.size } });
    }
    return saved;
  });
}
