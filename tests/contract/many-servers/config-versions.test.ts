import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlockChecks } from '../../../host/block-server/block-checks.server.ts';
import { bundleVersion, packConfigFolder, type ConfigBundleFiles } from '../../../server/config/config-bundle.ts';
import { followPublishedConfig } from '../../../server/config/follow-published-config.ts';
import { latestConfigVersion, publishConfig, readConfigBundle } from '../../../server/config/publish-config.ts';
import { createDatabase } from '../../../server/db/create-database.ts';
import type { Database } from '../../../server/db/database.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { migrations } from '../../../server/db/migrations/index.ts';
import { createMemoryLogger } from '../../../server/logger.ts';
import { projectRoot } from '../../../server/paths.ts';
import { createTestDatabase } from '../harness.test-utils.ts';

const AT = '2026-11-28T10:00:00.000Z';
let site: { version: string; files: ConfigBundleFiles };
beforeAll(() => {
  site = packConfigFolder(join(projectRoot, 'site-configs'));
});

/** A fresh database (PostgreSQL with TEST_DATABASE_URL, else SQLite), migrated up to `last` (every migration when undefined). */
async function freshDatabase(last?: string): Promise<{ db: Kysely<Database>; dataDir: string; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-versions-'));
  const admin = process.env.TEST_DATABASE_URL;
  const fresh = admin ? await createTestDatabase(admin) : null;
  const db = createDatabase({ dataDir, databaseUrl: fresh?.url });
  if (last === undefined) await migrateToLatest(db as never);
  else {
    const some = Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= last));
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => some } }).migrateToLatest();
    if (error) throw error;
  }
  return { db, dataDir, close: async () => { await db.destroy(); await fresh?.drop(); rmSync(dataDir, { recursive: true, force: true }); } };
}

/** Bytes stored for the configuration: files' bytes, manifests and summaries. */
async function storedBytes(db: Kysely<Database>): Promise<number> {
  const blobs = await db.selectFrom('configBlobs').select('size').execute();
  const rows = await db.selectFrom('configVersions').select(['manifest', 'summary']).execute();
  return blobs.reduce((sum, row) => sum + Number(row.size), 0) + rows.reduce((sum, row) => sum + row.manifest.length + row.summary.length, 0);
}

/** The site's files with one line of the home page changed (`n` in the hero's title). */
function oneLineChange(n: number): { version: string; files: ConfigBundleFiles } {
  const path = 'autocars/components/home.json';
  const text = Buffer.from(site.files[path]!, 'base64').toString('utf8');
  const doc = JSON.parse(text) as { config: { layout: { props: { title?: { fr: string } } }[] } };
  const changed = text.replace(JSON.stringify(doc.config.layout[0]!.props.title!.fr), JSON.stringify(`Titre ${n}`));
  expect(changed).not.toBe(text);
  const files = { ...site.files, [path]: Buffer.from(changed).toString('base64') };
  return { version: bundleVersion(files), files };
}

describe('versions that cost what changed (issue 34, item 2)', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const one of opened) await one.close();
  });

  it('stores 100 publications of a one-line change as the changed file and a manifest line each, not 100 copies', async () => {
    const fresh = await freshDatabase();
    opened.push(fresh);
    await publishConfig(fresh.db, site, AT);
    const first = await storedBytes(fresh.db);
    const whole = Object.values(site.files).reduce((sum, base64) => sum + Buffer.from(base64, 'base64').length, 0);
    expect(first).toBeGreaterThanOrEqual(whole);
    const home = Buffer.from(site.files['autocars/components/home.json']!, 'base64').length;
    for (let n = 1; n <= 100; n++) expect((await publishConfig(fresh.db, oneLineChange(n), AT)).published).toBe(true);
    const growth = (await storedBytes(fresh.db)) - first;
    // Each publication: the changed file's bytes and one manifest line (about 150 bytes), nothing of the rest.
    expect(growth).toBeLessThan(100 * (home + 400));
    expect(growth).toBeLessThan(whole);
    // The newest version reads back whole, byte for byte.
    const latest = await latestConfigVersion(fresh.db);
    const read = await readConfigBundle(fresh.db, latest!.id);
    expect(read).toMatchObject({ ok: true, version: oneLineChange(100).version });
    if (read?.ok) expect(read.files).toEqual(oneLineChange(100).files);
  }, 120_000);

  it('converts the bundles published by the previous release (migration 0018), and an instance serves the newest', async () => {
    const fresh = await freshDatabase('0016-editor-audit');
    opened.push(fresh);
    const old = fresh.db as unknown as Kysely<{ configBundles: { version: string; publishedAt: string; files: string } }>;
    const next = oneLineChange(1);
    await old.insertInto('configBundles').values({ version: site.version, publishedAt: AT, files: JSON.stringify(site.files) }).execute();
    await old.insertInto('configBundles').values({ version: next.version, publishedAt: AT, files: JSON.stringify(next.files) }).execute();
    await migrateToLatest(fresh.db as never);
    const rows = await fresh.db.selectFrom('configVersions').select(['version', 'source']).orderBy('id').execute();
    expect(rows).toEqual([{ version: site.version, source: 'import' }, { version: next.version, source: 'import' }]);
    // The bytes the two versions share are stored once.
    const blobs = await fresh.db.selectFrom('configBlobs').select('hash').execute();
    expect(blobs).toHaveLength(new Set(Object.values(site.files)).size + 1);
    const published = await followPublishedConfig({
      db: fresh.db, folder: join(fresh.dataDir, 'published-config'), log: createMemoryLogger(), pollMs: 3_600_000, checks: await loadBlockChecks(),
    });
    try {
      expect(published.version()).toBe(next.version);
    } finally {
      published.stop();
    }
  }, 120_000);
});
