import { afterAll, beforeAll, beforeEach } from 'vitest';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { projectRoot } from '../../../server/paths.ts';
import { createHarness, type Harness, type HarnessOptions, type HarnessResponse } from '../harness.test-utils.ts';

export const AUTOCARS = 87;
export const ADMIN = { email: 'admin@vitrine.test', password: 'admin-password-1' };

/** An editor test's API: a copy of site-configs (publish writes into it), an admin and a member of autocars. */
export interface EditorHarness {
  h: Harness;
  root: string;
  admin: string;
  member: string;
  /** A call to the editor API as `token` (admin by default), in `lang` (en by default). */
  call(method: string, path: string, body?: unknown, options?: { token?: string | null; lang?: string; headers?: Record<string, string> }): Promise<HarnessResponse>;
  close(): Promise<void>;
}

export async function createEditorHarness(options: HarnessOptions = {}): Promise<EditorHarness> {
  const root = mkdtempSync(join(tmpdir(), 'vitrine-editor-'));
  cpSync(resolve(projectRoot, 'site-configs'), root, { recursive: true });
  const h = await createHarness({ siteConfigs: root, mail: false, ...options, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...(options.env ?? {}) } });
  const admin = (await h.request('POST', '/login', { site: AUTOCARS, body: ADMIN })).json!.data.token as string;
  const account = { email: 'membre@example.fr', password: 'motdepasse-solide', firstname: 'Claire', lastname: 'Martin', phone: '0612345678', birthdate: '1985-04-12', acceptTerms: true };
  const registered = await h.request('POST', '/register', { site: AUTOCARS, body: account });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.text}`);
  const member = (await h.request('POST', '/login', { site: AUTOCARS, body: { email: account.email, password: account.password } })).json!.data.token as string;
  return {
    h,
    root,
    admin,
    member,
    call: (method, path, body, opts = {}) => {
      const token = opts.token === undefined ? admin : opts.token;
      return h.request(method, path, { site: AUTOCARS, lang: opts.lang ?? 'en', ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}), ...(opts.headers ? { headers: opts.headers } : {}) });
    },
    close: async () => {
      await h.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A deep copy of a JSON document, to change and write back. */
export const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * An editor harness for one test file: made before its tests, closed after them, and the draft
 * discarded before each test, so each starts from the published files (whatever the test before
 * it left). Returns a getter: the harness exists once `beforeAll` has run.
 */
export function editorHarnessPerTest(options: HarnessOptions = {}): () => EditorHarness {
  let harness: EditorHarness | null = null;
  beforeAll(async () => {
    harness = await createEditorHarness(options);
  });
  afterAll(async () => {
    await harness?.close();
  });
  beforeEach(async () => {
    const { revision, changed } = (await harness!.call('GET', '/admin/editor/draft')).json!.data as { revision: number; changed: string[] };
    if (changed.length > 0) await harness!.call('DELETE', '/admin/editor/draft', { baseRevision: revision });
  });
  return () => harness!;
}
