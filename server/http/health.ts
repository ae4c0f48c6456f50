import { sql, type Kysely } from 'kysely';
import type { RefusedConfig } from '../config/follow-published-config.ts';
import type { Database } from '../db/database.ts';

/** The configuration version an instance serves, and the newest published one it refused (CONFIG_SOURCE=database). */
export interface ServedConfig {
  version: string;
  refused?: RefusedConfig;
}

export interface Health {
  status: 200 | 503;
  body: { configVersion: string; refusedConfig?: RefusedConfig; database: 'ok' | 'unreachable' };
}

/**
 * What `GET /healthz` answers: the configuration version this instance serves (with the newest
 * published version it refused and why, when there is one: it keeps serving the last good one)
 * and whether its database answers a query within `timeoutMs` (default 2 s): 200, else 503 (a
 * balancer takes the instance out of rotation).
 */
export async function checkHealth(db: Kysely<Database>, config: ServedConfig, timeoutMs = 2000): Promise<Health> {
  const served = { configVersion: config.version, ...(config.refused ? { refusedConfig: config.refused } : {}) };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
    return { status: 200, body: { ...served, database: 'ok' } };
  } catch {
    return { status: 503, body: { ...served, database: 'unreachable' } };
  } finally {
    clearTimeout(timer);
  }
}
