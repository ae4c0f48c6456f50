import type { Hono } from 'hono';
import type { ContextHandle } from '../../../server/create-context.ts';
import { createContentFixture } from './content-fixtures.test-utils.ts';
import { createHarness } from '../harness.test-utils.ts';

/** An envelope as the content tests read it. */
export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: { success: boolean; data: T; message: string };
}

interface CallOptions {
  idSite?: number;
  lang?: string;
  /** Sent as X-Forwarded-For: the client address the rate limit counts (default 203.0.113.1). */
  ip?: string;
}

export interface ContentApi {
  app: Hono;
  ctx: ContextHandle;
  /** A GET with the `idSite` (default 87) and `userLang` (default fr_FR) headers. */
  get<T = any>(path: string, options?: CallOptions): Promise<Answer<T>>;
  /** A POST of JSON, or of a FormData as multipart. */
  post<T = any>(path: string, body: unknown, options?: CallOptions): Promise<Answer<T>>;
  close(): Promise<void>;
}

const ours = /^(autocars|domaine)\/(content\/|forms\.json|elements\.json|popups\.json|parameters\.json)/;

/** The foundation's harness over the content fixture of both sites (see content-fixtures.ts). */
export async function openContentApi(now?: () => Date): Promise<ContentApi> {
  const fixture = createContentFixture();
  const h = await createHarness({ siteConfigs: fixture.root, ...(now ? { now } : {}) });
  const problems = h.ctx.config.problems().filter((line) => ours.test(line));
  if (problems.length > 0) throw new Error(`Content fixture is invalid:\n${problems.join('\n')}`);
  const call = async (method: string, path: string, body: unknown, options: CallOptions = {}): Promise<Answer> => {
    const res = await h.request(method, path, {
      site: options.idSite ?? 87,
      lang: options.lang ?? 'fr_FR',
      headers: { 'X-Forwarded-For': options.ip ?? '203.0.113.1' },
      ...(body !== undefined ? { body } : {}),
    });
    if (!res.json) throw new Error(`${method} ${path} answered ${res.status} without an envelope: ${res.text.slice(0, 200)}`);
    return { status: res.status, headers: res.headers, body: res.json };
  };
  return {
    app: h.app,
    ctx: h.ctx,
    get: (path, options) => call('GET', path, undefined, options),
    post: (path, body, options) => call('POST', path, body, options),
    close: async () => {
      await h.close();
      fixture.cleanup();
    },
  };
}
