import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { createFileLinks, type FileLinks } from './file-links.ts';
import { sharedSecret } from './shared-secret.ts';

/**
 * File links signed with `FILE_LINK_SECRET` when set, else with a secret kept in the database
 * (`serverSecrets`), so every instance signs and checks with the same key — never a secret made
 * by one process, which the others could not check and a restart would forget.
 */
export function fileLinksFromEnv(db: Kysely<Database>, env: NodeJS.ProcessEnv, now: () => Date): FileLinks {
  const configured = env.FILE_LINK_SECRET?.trim();
  let key: Promise<Buffer> | null = null;
  const load = async () => {
    const secret = configured ? Buffer.from(configured) : await sharedSecret(db, 'file-links', now);
    return createHmac('sha256', secret).update('vitrine file links').digest();
  };
  return createFileLinks(() => {
    key ??= load().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  });
}
