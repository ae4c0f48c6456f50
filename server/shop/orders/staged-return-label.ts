import type { Transaction } from 'kysely';
import type { LoadedSite } from '../../config/loaded-site.ts';
import type { Database } from '../../db/database.ts';
import type { FileStore, StagedFile } from '../../files/file-store.ts';
import { siteBaseUrl } from '../../mail/render-mail.ts';
import { returnLabelLink } from './return-label-link.ts';

/**
 * A return label the admin uploaded, ready for the move to LABEL_SENT (move-return.ts): its
 * signed link for the customer's mail (signed before the transaction: the key may be read from
 * the database) and the recording of its file row inside the move's transaction.
 */
export async function stagedReturnLabel(
  files: FileStore,
  { site, orderId, returnId, file, ownerId, now }: { site: LoadedSite; orderId: number; returnId: number; file: StagedFile & { sniffedType: string }; ownerId: number; now: Date },
): Promise<{ url: string; record: (trx: Transaction<Database>) => Promise<string> }> {
  return {
    url: `${siteBaseUrl(site)}${await returnLabelLink(files.links, now, orderId, returnId, file.id)}`,
    record: async (trx) => (await files.record(file, { idSite: site.idSite, purpose: 'return-label', ownerId, mime: file.sniffedType }, trx)).id,
  };
}
