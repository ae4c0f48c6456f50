import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * The secret `name` shared by every instance: read from `serverSecrets`, or made (32 random
 * bytes) by the first instance that needs it. A concurrent first use keeps the row that won.
 */
export async function sharedSecret(db: Kysely<Database>, name: string, now: () => Date): Promise<Buffer> {
  const read = () => db.selectFrom('serverSecrets').select('value').where('name', '=', name).executeTakeFirst();
  const found = await read();
  if (found) return Buffer.from(found.value, 'base64url');
  await db
    .insertInto('serverSecrets')
    .values({ name, value: randomBytes(32).toString('base64url'), createdAt: now().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const kept = await read();
  if (!kept) throw new Error(`the shared secret "${name}" could not be stored`);
  return Buffer.from(kept.value, 'base64url');
}
