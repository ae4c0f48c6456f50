import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { EditorMediaTable } from '../../db/tables/cluster.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type MediaRow = Selectable<EditorMediaTable>;

/** A page of a site's library, newest first, searched in the name and both alt texts (any case). */
export async function listMedia(db: Db, idSite: number, page: { q?: string; offset: number; limit: number }): Promise<{ rows: MediaRow[]; total: number }> {
  let query = db.selectFrom('editorMedia').where('idSite', '=', idSite);
  const q = page.q?.trim().toLowerCase();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    // `escape` said explicitly: SQLite has no default escape character, PostgreSQL's is the same.
    query = query.where((eb) => eb.or((['name', 'altFr', 'altEn'] as const).map((column) => sql<boolean>`lower(${eb.ref(column)}) like ${like} escape '\\'`)));
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findMedia(db: Db, idSite: number, id: number): Promise<MediaRow | undefined> {
  return db.selectFrom('editorMedia').selectAll().where('idSite', '=', idSite).where('id', '=', id).executeTakeFirst();
}

/** Adds a picture to the site's library, or finds the row of the same bytes already there (`created: false`). */
export async function insertMedia(db: Db, row: Omit<MediaRow, 'id'>): Promise<{ row: MediaRow; created: boolean }> {
  const inserted = await db.insertInto('editorMedia').values(row).onConflict((oc) => oc.columns(['idSite', 'hash']).doNothing()).returningAll().executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  const kept = await db.selectFrom('editorMedia').selectAll().where('idSite', '=', row.idSite).where('hash', '=', row.hash).executeTakeFirstOrThrow();
  return { row: kept, created: false };
}

/** Whether any site's library still holds `hash` (its bytes are then kept). */
export async function hashKept(db: Db, hash: string): Promise<boolean> {
  return (await db.selectFrom('editorMedia').select('id').where('hash', '=', hash).limit(1).executeTakeFirst()) !== undefined;
}

/** The type and size of a picture of the site's library, by its hash (the web server's image pipeline reads its bytes). */
export function findMediaByHash(db: Db, idSite: number, hash: string): Promise<Pick<MediaRow, 'mime' | 'size'> | undefined> {
  return db.selectFrom('editorMedia').select(['mime', 'size']).where('idSite', '=', idSite).where('hash', '=', hash).executeTakeFirst();
}
