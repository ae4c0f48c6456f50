import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadBlockChecks } from '../../../host/block-server/block-checks.server.ts';
import { packConfigFolder } from '../../../server/config/config-bundle.ts';
import { publishConfig } from '../../../server/config/publish-config.ts';
import { createContext, type ContextHandle } from '../../../server/create-context.ts';
import { checkHealth } from '../../../server/http/health.ts';
import { createMemoryLogger } from '../../../server/logger.ts';
import { projectRoot } from '../../../server/paths.ts';
import { twoInstances } from './two-instances.test-utils.ts';

let db: Awaited<ReturnType<typeof twoInstances>>;
let folder: string;
const opened: ContextHandle[] = [];
beforeAll(async () => {
  db = await twoInstances();
  folder = mkdtempSync(join(tmpdir(), 'vitrine-publish-'));
  cpSync(join(projectRoot, 'site-configs'), folder, { recursive: true });
});
afterAll(async () => {
  for (const ctx of opened) await ctx.close();
  await db?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** An instance reading the published configuration, with its own disk (its own DATA_DIR on PostgreSQL). */
async function instance(): Promise<ContextHandle> {
  const dataDir = db.url ? mkdtempSync(join(tmpdir(), 'vitrine-instance-')) : db.dataDir;
  const ctx = await createContext({
    checks: await loadBlockChecks(), dataDir, log: createMemoryLogger(), mail: false,
    env: { CONFIG_SOURCE: 'database', ...(db.url ? { DATABASE_URL: db.url } : {}) },
  });
  opened.push(ctx);
  return ctx;
}

const AT = '2026-11-26T10:00:00.000Z';

describe('one published configuration for every instance (decision 0035)', () => {
  it('refuses to start an instance on CONFIG_SOURCE=database before anything was published', async () => {
    await expect(instance()).rejects.toThrow(/npm run publish-config/);
  });

  it('serves the published version on every instance, and the same files once more publish nothing', async () => {
    const bundle = packConfigFolder(folder);
    expect(await publishConfig(db.a, bundle, AT)).toEqual({ version: bundle.version, published: true });
    expect(await publishConfig(db.b, bundle, AT)).toEqual({ version: bundle.version, published: false });
    const [one, two] = [await instance(), await instance()];
    for (const ctx of [one, two]) {
      expect(ctx.configVersion()).toBe(bundle.version);
      expect(ctx.config.site(88)?.site.json.info.devUrl).toBe('http://domaine.localhost:3000');
      expect(await checkHealth(ctx.db, ctx.servedConfig())).toEqual({ status: 200, body: { configVersion: bundle.version, database: 'ok' } });
    }
  });

  it('moves every instance to a newly published version within seconds', async () => {
    const [one, two] = opened.slice(-2);
    const file = join(folder, 'domaine/site.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"devUrl": "http://domaine.localhost:3000"', '"devUrl": "http://domaine.localhost:3611"'));
    const next = packConfigFolder(folder);
    await publishConfig(db.a, next, AT);
    await vi.waitFor(() => {
      for (const ctx of [one!, two!]) {
        expect(ctx.configVersion()).toBe(next.version);
        expect(ctx.config.site(88)?.site.json.info.devUrl).toBe('http://domaine.localhost:3611');
      }
    }, { timeout: 10_000, interval: 200 });
  });

  it('answers 503 on /healthz when the database is gone', async () => {
    const ctx = opened.at(-1)!;
    const version = ctx.configVersion();
    const closed = (await import('../../../server/db/create-database.ts')).createDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'vitrine-gone-')), databaseUrl: 'postgres://nobody:nothing@127.0.0.1:1/none' });
    expect(await checkHealth(closed, { version })).toEqual({ status: 503, body: { configVersion: version, database: 'unreachable' } });
    await closed.destroy();
  });
});
