import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import pg from 'pg';
import { createApi } from '../../server/app.ts';
import { createContext, type ContextHandle } from '../../server/create-context.ts';
import { createMemoryLogger } from '../../server/logger.ts';
import { projectRoot } from '../../server/paths.ts';
import { loadBlockChecks } from '../../host/block-server/block-checks.server.ts';
import type { MailWorkerTuning } from '../../server/mail/start-mail.ts';
import type { RefundWorkerTuning } from '../../server/shop/payment/refund-worker.ts';

export interface RequestOptions {
  headers?: Record<string, string>;
  /** A JSON body (object), a FormData (multipart) or a raw string. */
  body?: unknown;
  /** `idSite` header; omitted when not given (the API defaults to 87). */
  site?: number;
  /** `userLang` header; omitted when not given (the API defaults to fr_FR). */
  lang?: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
}

export interface HarnessResponse<T = any> {
  status: number;
  headers: Headers;
  /** The parsed envelope (or null for an empty body such as a 304). */
  json: { success: boolean; data: T; message: string } | null;
  text: string;
  /** Every `Set-Cookie` header line. */
  cookies: string[];
}

export interface Harness {
  app: Hono;
  ctx: ContextHandle;
  dataDir: string;
  siteConfigs: string;
  logLines: string[];
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<HarnessResponse<T>>;
  /** Mails the API would have sent (password reset…), newest last. */
  outbox(): Promise<{ toAddress: string; subject: string; body: string }[]>;
  /** Closes this app and builds a new one on the same DATA_DIR (persistence checks). */
  restart(): Promise<Harness>;
  /** Closes the app and removes the temp DATA_DIR (unless it was given). */
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Default: the real `site-configs/`. */
  siteConfigs?: string;
  /** Default: a fresh temp folder, removed on close. */
  dataDir?: string;
  /**
   * Extra environment (ADMIN_EMAIL, ADMIN_PASSWORD…). DATABASE_URL is never inherited: set
   * TEST_DATABASE_URL to run on a fresh PostgreSQL database per harness instead of SQLite.
   */
  env?: Record<string, string>;
  /** Watch site-configs (default false; config tests turn it on). */
  watch?: boolean;
  now?: () => Date;
  /** A PostgreSQL database to reuse (set by `restart`). */
  databaseUrl?: string;
  /** Mail worker timings, or `false` for no worker (server/create-context.ts). */
  mail?: MailWorkerTuning | false;
  /** Refund worker timings, or `false` for no worker (server/create-context.ts). */
  refunds?: RefundWorkerTuning | false;
}

/** A fresh API on a temp DATA_DIR with real SQLite and real Hono HTTP handling (`app.request`). */
export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'vitrine-contract-'));
  const siteConfigs = options.siteConfigs ?? resolve(projectRoot, 'site-configs');
  const log = createMemoryLogger();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pgDatabase = options.databaseUrl === undefined && adminUrl ? await createTestDatabase(adminUrl) : undefined;
  const databaseUrl = options.databaseUrl ?? pgDatabase?.url;
  const ctx = await createContext({ checks: await loadBlockChecks(),
    env: { ...(options.env ?? {}), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    dataDir,
    siteConfigs,
    log,
    watch: options.watch ?? false,
    ...(options.now ? { now: options.now } : {}),
    ...(options.mail === undefined ? {} : { mail: options.mail }),
    ...(options.refunds === undefined ? {} : { refunds: options.refunds }),
  });
  const app = createApi(ctx);

  const request = async (method: string, path: string, opts: RequestOptions = {}) => {
    const headers = new Headers(opts.headers);
    if (opts.site !== undefined) headers.set('idSite', String(opts.site));
    if (opts.lang !== undefined) headers.set('userLang', opts.lang);
    if (opts.token) headers.set('Authorization', `Bearer ${opts.token}`);
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData || typeof opts.body === 'string') body = opts.body;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers.set('Content-Type', 'application/json');
    }
    const response = await app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await response.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, headers: response.headers, json, text, cookies: response.headers.getSetCookie() };
  };

  const harness: Harness = {
    app,
    ctx,
    dataDir,
    siteConfigs,
    logLines: log.lines,
    request,
    outbox: () => ctx.db.selectFrom('outbox').select(['toAddress', 'subject', 'body']).orderBy('id').execute(),
    restart: async () => {
      await ctx.close();
      const next = await createHarness({ ...options, dataDir, siteConfigs, ...(databaseUrl ? { databaseUrl } : {}) });
      const closeNext = next.close;
      next.close = async () => {
        await closeNext();
        if (ownDir) rmSync(dataDir, { recursive: true, force: true });
        await pgDatabase?.drop();
      };
      return next;
    },
    close: async () => {
      await ctx.close();
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
      await pgDatabase?.drop();
    },
  };
  return harness;
}

/**
 * With `TEST_DATABASE_URL=postgres://user@host:port/postgres`, each harness runs on its own fresh
 * PostgreSQL database (created here, dropped on close), so the contract tests also check that
 * the SQL is portable. Without it, the harness uses SQLite in its temp DATA_DIR.
 */
export async function createTestDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vitrine_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
