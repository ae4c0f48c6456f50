import type { EngineContext } from '../data/engine-context.ts';

const ADMIN_ROLES = new Set(['ADMIN', 'SUPER_ADMIN']);

/**
 * Who sees `/_blocks`: everyone in development; in production only a visitor whose session the
 * API (`GET /logged`, the request's cookie forwarded) says is ADMIN or SUPER_ADMIN. Anything
 * else, an API failure included, is a no.
 */
export async function canSeeCatalogue(engine: Pick<EngineContext, 'dev' | 'hasSession' | 'api' | 'log'>): Promise<boolean> {
  if (engine.dev) return true;
  if (!engine.hasSession) return false;
  try {
    const result = await engine.api('fr_FR').request<{ logged?: unknown; user?: { role?: unknown } | null }>('GET', '/logged');
    return result.success && result.data.logged === true && ADMIN_ROLES.has(String(result.data.user?.role));
  } catch (error) {
    engine.log(`[catalogue] session check failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
