import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/** A file of a draft: the document's text, or null when the draft deletes the file. */
export type DraftFiles = Record<string, string | null>;

/** Per drafted file, the sha256 of its published text when the draft took it (null: no such file then). */
export type DraftBases = Record<string, string | null>;

/** A site's draft: revision 0 and no file when there is none. */
export interface Draft {
  revision: number;
  files: DraftFiles;
  bases: DraftBases;
  /** The ids of the last writes applied (`writeId`), newest last. */
  writeIds: string[];
  updatedAt: string | null;
}

/** Write ids kept per draft: enough for the writes a page sends while another is on its way. */
const WRITE_IDS_KEPT = 20;

/** The ids kept after a write `writeId` is applied over a draft that had `writeIds`. */
export function withWriteId(writeIds: readonly string[], writeId: string | undefined): string[] {
  return writeId === undefined ? [...writeIds] : [...writeIds.filter((one) => one !== writeId), writeId].slice(-WRITE_IDS_KEPT);
}

/** The draft of a site (revision 0, no file, when the owner changed nothing since the last publish). */
export async function readDraft(db: Kysely<Database>, idSite: number): Promise<Draft> {
  const row = await db.selectFrom('editorDrafts').select(['revision', 'files', 'bases', 'writeIds', 'updatedAt']).where('idSite', '=', idSite).executeTakeFirst();
  if (!row) return { revision: 0, files: {}, bases: {}, writeIds: [], updatedAt: null };
  return { revision: row.revision, files: JSON.parse(row.files) as DraftFiles, bases: JSON.parse(row.bases) as DraftBases, writeIds: JSON.parse(row.writeIds) as string[], updatedAt: row.updatedAt };
}

/**
 * Saves `files` as the draft of a site if its revision is still `baseRevision`, in one statement:
 * a conditional update (or an insert for revision 0, the primary key refusing a second one), so
 * two writers from the same base cannot both win, on any instance. Answers the new revision, or
 * the current one when the base moved (nothing written). `writeIds`, when given, are saved with
 * it (withWriteId), in the same statement.
 */
export async function saveDraft(
  db: Kysely<Database>, idSite: number, input: { baseRevision: number; files: DraftFiles; bases: DraftBases; writeIds?: string[]; at: string; by: number | null },
): Promise<{ ok: true; revision: number } | { ok: false; revision: number }> {
  const revision = input.baseRevision + 1;
  const values = {
    files: JSON.stringify(input.files), bases: JSON.stringify(input.bases), updatedAt: input.at, updatedBy: input.by, revision,
    ...(input.writeIds === undefined ? {} : { writeIds: JSON.stringify(input.writeIds) }),
  };
  if (input.baseRevision === 0) {
    const inserted = await db.insertInto('editorDrafts').values({ idSite, ...values }).onConflict((oc) => oc.column('idSite').doNothing()).executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { ok: true, revision };
  } else {
    const updated = await db.updateTable('editorDrafts').set(values).where('idSite', '=', idSite).where('revision', '=', input.baseRevision).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return { ok: true, revision };
  }
  return { ok: false, revision: (await readDraft(db, idSite)).revision };
}

/**
 * Removes the draft once published, only if it is still at `revision`: a write that came in
 * meanwhile stays (its files, compared with the new live ones, are what is left to publish).
 * Revisions keep counting after a publish (the next draft starts past `revision`), so an editor
 * holding an older base gets its 409 rather than writing over a newer draft.
 */
export async function clearDraft(db: Kysely<Database>, idSite: number, revision: number, at: string): Promise<boolean> {
  const done = await db.updateTable('editorDrafts').set({ files: '{}', bases: '{}', updatedAt: at }).where('idSite', '=', idSite).where('revision', '=', revision).executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}
