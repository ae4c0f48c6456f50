import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { FileStore, StagedFile, StoredFile } from '../files/file-store.ts';
import type { LayoutKey } from './check-layout-hash.ts';

export interface LayoutPreview {
  file: StagedFile;
  /** The layout hash the image shows, if the caller knows it. */
  hash: string | null;
  ownerId: number;
  at: string;
}

/**
 * Records a staged preview image as the layout's current one (and as the preview of its hash),
 * in one transaction. Returns the stored file and the id of the file no longer shown (the old
 * current preview unless a version still shows it, or an earlier preview of the same hash): the
 * caller removes its bytes once the transaction is over.
 */
export async function saveLayoutPreview(db: Kysely<Database>, files: FileStore, layout: LayoutKey, preview: LayoutPreview): Promise<{ stored: StoredFile; replaced: string | null }> {
  const { idSite, idPage, idLayout } = layout;
  const { file, hash, at } = preview;
  return db.transaction().execute(async (trx) => {
    const old = await trx.selectFrom('layoutPreviews').select('fileId')
      .where('idSite', '=', idSite).where('idPage', '=', idPage).where('idLayout', '=', idLayout)
      .executeTakeFirst();
    const saved = await files.record(file, { idSite, purpose: 'layout-preview', ownerId: preview.ownerId, mime: file.declaredType }, trx);
    await trx.insertInto('layoutPreviews').values({ idSite, idPage, idLayout, fileId: saved.id, updatedAt: at, hash })
      .onConflict((oc) => oc.columns(['idSite', 'idPage', 'idLayout']).doUpdateSet({ fileId: saved.id, updatedAt: at, hash }))
      .execute();
    let dropped: string | null = null;
    if (hash) {
      const earlier = await trx.selectFrom('layoutPreviewVersions').select('fileId')
        .where('idSite', '=', idSite).where('idPage', '=', idPage).where('idLayout', '=', idLayout).where('hash', '=', hash)
        .executeTakeFirst();
      await trx.insertInto('layoutPreviewVersions').values({ idSite, idPage, idLayout, hash, fileId: saved.id, createdAt: at })
        .onConflict((oc) => oc.columns(['idSite', 'idPage', 'idLayout', 'hash']).doUpdateSet({ fileId: saved.id, createdAt: at }))
        .execute();
      if (earlier && earlier.fileId !== old?.fileId) dropped = earlier.fileId;
    }
    // The previous current preview goes unless a version (an earlier hash) still shows it.
    const kept = old ? await trx.selectFrom('layoutPreviewVersions').select('fileId').where('fileId', '=', old.fileId).executeTakeFirst() : undefined;
    if (old && !kept) dropped = old.fileId;
    if (dropped) await trx.deleteFrom('files').where('id', '=', dropped).execute();
    return { stored: saved, replaced: dropped };
  });
}
