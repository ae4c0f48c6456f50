import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { isPostgres, withIdColumn } from '../migration-helpers.ts';

/**
 * Versions that cost what changed (issue 34 item 2, decision 0065): a file's bytes stored once
 * under their sha256 (`configBlobs`), a published version a manifest of path → hash
 * (`configVersions`, whole or as its changes from a whole row), with who published, when, its
 * message and source. Every `configBundles` row is converted, oldest first, so the versions served
 * so far stay in the history; the old table is left as it was (an instance of the previous
 * release reading it keeps serving the version it knew, decision 0065).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('configBlobs')
    .addColumn('hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .execute();
  await withIdColumn(db, db.schema.createTable('configVersions'))
    .addColumn('version', 'varchar(64)', (col) => col.notNull())
    .addColumn('publishedAt', 'varchar(30)', (col) => col.notNull())
    .addColumn('publishedBy', 'varchar(320)')
    .addColumn('message', 'text')
    .addColumn('source', 'varchar(20)', (col) => col.notNull())
    .addColumn('site', 'varchar(200)')
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('baseId', 'integer')
    .addColumn('manifest', 'text', (col) => col.notNull())
    .execute();

  const old = db as Kysely<{ configBundles: { id: number; version: string; publishedAt: string; files: string } }>;
  const target = db as Kysely<{
    configBlobs: { hash: string; bytes: Buffer; size: number };
    configVersions: { version: string; publishedAt: string; source: string; summary: string; manifest: string };
  }>;
  const ids = await old.selectFrom('configBundles').select('id').orderBy('id').execute();
  for (const { id } of ids) {
    const row = await old.selectFrom('configBundles').select(['version', 'publishedAt', 'files']).where('id', '=', id).executeTakeFirstOrThrow();
    let files: Record<string, string>;
    try {
      files = JSON.parse(row.files) as Record<string, string>;
    } catch {
      continue; // A broken row was never served; it has no version to keep.
    }
    const manifest: Record<string, string> = {};
    for (const [path, base64] of Object.entries(files)) {
      const bytes = Buffer.from(String(base64), 'base64');
      const hash = createHash('sha256').update(bytes).digest('hex');
      manifest[path] = hash;
      await target.insertInto('configBlobs').values({ hash, bytes, size: bytes.length }).onConflict((oc) => oc.column('hash').doNothing()).execute();
    }
    await target.insertInto('configVersions').values({
      version: row.version, publishedAt: row.publishedAt, source: 'import', summary: '{}', manifest: JSON.stringify(manifest),
    }).execute();
  }
  await sql`create index "configVersionsByVersion" on "configVersions" ("version")`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('configVersions').execute();
  await db.schema.dropTable('configBlobs').execute();
}
