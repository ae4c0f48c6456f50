import type { Kysely } from 'kysely';

/**
 * A draft write may carry its id (`writeId`): the editor sends the same write twice when a page
 * goes away with an edit unwritten (the keepalive on the way out, then the reloaded page's copy
 * from the tab). `editorDrafts.writeIds` keeps the ids of the last writes applied (JSON array,
 * newest last), so the second one is answered without being applied again over newer edits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('editorDrafts').addColumn('writeIds', 'text', (col) => col.notNull().defaultTo('[]')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('editorDrafts').dropColumn('writeIds').execute();
}
