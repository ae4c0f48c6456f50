import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../server/app.ts';
import { createContext, type ContextHandle } from '../server/create-context.ts';
import { loadBlockChecks } from './block-server/block-checks.server.ts';
import { createWebApp } from './web-app.server.ts';
import { resolveWebAppOptions, type ServerEntry } from './web-app-options.server.ts';

/*
 * Issue 39: a page for no one in particular (no session, no cart, no post) is rendered once and
 * served again from the render memo while its address and its loader data are the same; a page for
 * one visitor never goes through it. That a
 * publication shows at once on the next request, memo or not, is web-app-reload.test.ts's job
 * (it runs in production mode, where the memo is on).
 */
let ctx: ContextHandle;
let web: Hono;
const seen = { gets: 0, hits: 0, sets: 0 };

beforeAll(async () => {
  ctx = await createContext({ checks: await loadBlockChecks(), dataDir: mkdtempSync(join(tmpdir(), 'vitrine-memo-')), watch: false });
  web = createWebApp({
    mode: 'production',
    api: { app: createApi(ctx) },
    // Counts what the document entry asks of the memo the web app gives it.
    entry: async (): Promise<ServerEntry> => {
      const module = await import('./entry.server.tsx');
      return {
        renderData: module.renderData,
        renderDocument: (request, engine, options) => {
          const memo = options.renderMemo;
          if (!memo) return module.renderDocument(request, engine, options);
          return module.renderDocument(request, engine, {
            ...options,
            renderMemo: {
              get: (key) => {
                seen.gets += 1;
                const found = memo.get(key);
                if (found) seen.hits += 1;
                return found;
              },
              set: (key, document) => {
                seen.sets += 1;
                memo.set(key, document);
              },
              get size() {
                return memo.size;
              },
            },
          });
        },
      };
    },
    clientDir: null,
    defaultSite: 'autocars',
    log: () => {},
  });
});

afterAll(async () => {
  await ctx?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => web.request(path, { headers: { host: 'domaine.localhost', ...headers } });

describe('the render memo', () => {
  it('renders a public page once, then serves the same bytes and ETag again', async () => {
    // The process's first render of a page waits for its blocks' code (the stream renderer), once:
    // the French home loads the same blocks.
    await get('/');
    const before = { ...seen };
    const first = await get('/en');
    const second = await get('/en');
    expect(first.status).toBe(200);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await second.text()).toBe(await first.text());
    expect({ gets: seen.gets - before.gets, sets: seen.sets - before.sets, hits: seen.hits - before.hits }).toEqual({ gets: 2, sets: 1, hits: 1 });
  });

  it('serves a personal address seen by no one in particular (the empty cart) from the memo, still never stored by a cache', async () => {
    await get('/en/cart');
    const before = { ...seen };
    const first = await get('/en/cart');
    const second = await get('/en/cart');
    expect(second.headers.get('cache-control')).toBe('private, no-store');
    expect(await second.text()).toBe(await first.text());
    expect(seen.hits - before.hits).toBe(2);
  });

  it('never serves or keeps a page made for one visitor (a cart, a session)', async () => {
    const before = { ...seen };
    const withCart = await get('/en', { cookie: 'cart-id=00000000-0000-4000-8000-000000000000' });
    const signedIn = await get('/en', { authorization: 'Bearer not-a-session' });
    expect(withCart.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect({ gets: seen.gets - before.gets, sets: seen.sets - before.sets }).toEqual({ gets: 0, sets: 0 });
  });
});

describe('RENDER_MEMO', () => {
  const resolved = (mode: 'development' | 'production', renderMemo?: boolean) =>
    resolveWebAppOptions({ mode, api: { url: 'http://api.internal' }, ...(renderMemo === undefined ? {} : { renderMemo }) }).renderMemo;

  it('is on in production, off with RENDER_MEMO=0, and never on in development', () => {
    const before = process.env.RENDER_MEMO;
    try {
      delete process.env.RENDER_MEMO;
      expect([resolved('production'), resolved('development'), resolved('development', true)]).toEqual([true, false, false]);
      process.env.RENDER_MEMO = '0';
      expect([resolved('production'), resolved('production', true)]).toEqual([false, true]);
    } finally {
      if (before === undefined) delete process.env.RENDER_MEMO;
      else process.env.RENDER_MEMO = before;
    }
  });
});
