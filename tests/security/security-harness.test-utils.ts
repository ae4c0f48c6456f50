import { afterEach } from 'vitest';
import { createHarness, type Harness, type HarnessOptions } from '../contract/harness.test-utils.ts';

const opened: Harness[] = [];

/** Closes every harness a test opened (register once per file with `closeHarnessesAfterEach()`). */
export function closeHarnessesAfterEach(): void {
  afterEach(async () => {
    for (const h of opened.splice(0)) await h.close();
  });
}

/** A contract harness (SQLite, or PostgreSQL with TEST_DATABASE_URL), closed after the test. */
export async function openHarness(options: HarnessOptions = {}): Promise<Harness> {
  const h = await createHarness({ mail: false, ...options });
  opened.push(h);
  return h;
}

/** Registers a member and returns its e-mail and password. */
export async function registerMember(h: Harness, email: string, password = 'un-long-mot-de-passe') {
  const res = await h.request('POST', '/register', { body: { email, password, firstname: 'Camille', lastname: 'Durand', acceptTerms: true } });
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${res.text}`);
  return { email, password };
}

/** Signs in and returns the session token (throws when the login is refused). */
export async function signIn(h: Harness, email: string, password: string, from = '192.0.2.50'): Promise<string> {
  const res = await h.request('POST', '/login', { headers: { 'x-forwarded-for': from }, body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.text}`);
  return res.json?.data.token as string;
}

/** The `X-Forwarded-For` header of a request coming from `address`. */
/** TRUST_PROXY as it was before the file's tests, set back after each one (the tests set it to try a balancer). */
export function restoreTrustProxyAfterEach(): void {
  const saved = process.env.TRUST_PROXY;
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
  });
}

export const from = (address: string) => ({ 'x-forwarded-for': address });
