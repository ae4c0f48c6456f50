import type { EngineContext } from '../data/engine-context.ts';

const ADMIN_ROLES = new Set(['ADMIN', 'SUPER_ADMIN']);

/**
 * Whether the request's session is an ADMIN or SUPER_ADMIN, as the API (`GET /logged`, the
 * request's cookie or bearer token forwarded) says. No session, another role or an API failure
 * is a no: the server decides, never the browser.
 */
export async function isAdminSession(engine: Pick<EngineContext, 'hasSession' | 'api' | 'log'>): Promise<boolean> {
  if (!engine.hasSession) return false;
  try {
    const result = await engine.api('fr_FR').request<{ logged?: unknown; user?: { role?: unknown } | null }>('GET', '/logged');
    return result.success && result.data.logged === true && ADMIN_ROLES.has(String(result.data.user?.role));
  } catch (error) {
    engine.log(`[admin] session check failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
