import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import { loadBlockChecks } from '../../../host/block-server/block-checks.server.ts';
import { createApi } from '../../../server/app.ts';
import { packConfigFolder } from '../../../server/config/config-bundle.ts';
import { publishConfig } from '../../../server/config/publish-config.ts';
import { createContext, type ContextHandle } from '../../../server/create-context.ts';
import { createMemoryLogger } from '../../../server/logger.ts';
import { projectRoot } from '../../../server/paths.ts';
import { twoInstances } from '../many-servers/two-instances.test-utils.ts';
import { ADMIN, AUTOCARS } from './editor-test-site.test-utils.ts';

/**
 * Instances that follow the published configuration (CONFIG_SOURCE=database), each with its API:
 * registers the suite's hooks (the site's configuration published once; every instance closed).
 */
export function databaseEditorInstances() {
  let db: Awaited<ReturnType<typeof twoInstances>>;
  const opened: { ctx: ContextHandle; dataDir: string }[] = [];
  beforeAll(async () => {
    db = await twoInstances();
    await publishConfig(db.a, packConfigFolder(join(projectRoot, 'site-configs')), '2026-11-28T09:00:00.000Z');
  });
  afterAll(async () => {
    for (const { ctx, dataDir } of opened) {
      await ctx.close();
      if (dataDir !== db.dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
    await db?.close();
  });

  /** An instance following the published configuration (its own disk on PostgreSQL), with its API. */
  async function instance(): Promise<{ ctx: ContextHandle; call: (method: string, path: string, body?: unknown, token?: string) => Promise<{ status: number; json: any }> }> {
    const dataDir = db.url ? mkdtempSync(join(tmpdir(), 'vitrine-editor-instance-')) : db.dataDir;
    const ctx = await createContext({
      checks: await loadBlockChecks(), dataDir, log: createMemoryLogger(), mail: false,
      env: { CONFIG_SOURCE: 'database', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...(db.url ? { DATABASE_URL: db.url } : {}) },
    });
    opened.push({ ctx, dataDir });
    const app: Hono = createApi(ctx);
    return {
      ctx,
      call: async (method, path, body, token) => {
        const headers: Record<string, string> = { idSite: String(AUTOCARS), userLang: 'en' };
        if (token) headers.authorization = `Bearer ${token}`;
        if (body !== undefined) headers['content-type'] = 'application/json';
        const response = await app.request(path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
        return { status: response.status, json: await response.json() };
      },
    };
  }
  return { instance, db: () => db };
}
