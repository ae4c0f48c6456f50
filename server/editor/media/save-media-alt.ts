import type { TextPair } from '../../../rules/text/pick-text.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { findMedia, type MediaRow } from './media-store.ts';

/** Sets both alt texts of a library picture, in the audit log (`media.alt`, before and after) in the same transaction; undefined when the site has no such picture. */
export function saveMediaAlt(
  db: Kysely<Database>, change: { idSite: number; id: number; alt: TextPair; at: string; actor: { id: number; email: string } },
): Promise<MediaRow | undefined> {
  const { idSite, id, alt, at, actor } = change;
  return db.transaction().execute(async (trx) => {
    const before = await findMedia(trx, idSite, id);
    if (!before) return undefined;
    const updated = await trx.updateTable('editorMedia').set({ altFr: alt.fr, altEn: alt.en }).where('id', '=', id).where('idSite', '=', idSite).returningAll().executeTakeFirstOrThrow();
    await recordAudit(trx, { idSite, at, actor, action: 'media.alt', detail: { id, name: before.name, before: { fr: before.altFr, en: before.altEn }, after: alt } });
    return updated;
  });
}
