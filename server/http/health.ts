import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

export interface Health {
  status: 200 | 503;
  body: { configVersion: string; database: 'ok' | 'unreachable' };
}

/**
 * What `GET /healthz` answers: the configuration version this instance serves and whether its
 * database answers a query within `timeoutMs` (default 2 s): 200, else 503 (a balancer takes the
 * instance out of rotation).
 */
export async function checkHealth(db: Kysely<Database>, configVersion: string, timeoutMs = 2000): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
    return { status: 200, body: { configVersion, database: 'ok' } };
  } catch {
    return { status: 503, body: { configVersion, database: 'unreachable' } };
  } finally {
    clearTimeout(timer);
  }
}
