import { authContracts } from '../../schemas/api/account/auth-contracts.ts';
import type { EngineContext } from '../data/engine-context.ts';

const ADMIN_ROLES = new Set(['ADMIN', 'SUPER_ADMIN']);

/**
 * The role of the request's session, as the API (`GET /logged`, the request's cookie or bearer
 * token forwarded) says; null without a session or when the API fails: the server decides, never
 * the browser.
 */
export async function sessionRole(engine: Pick<EngineContext, 'hasSession' | 'api' | 'log'>): Promise<string | null> {
  if (!engine.hasSession) return null;
  try {
    const result = await engine.api('fr_FR').call(authContracts.logged, {});
    return result.success && result.data.logged ? (result.data.user?.role ?? null) : null;
  } catch (error) {
    engine.log(`[admin] session check failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** Whether the request's session is an ADMIN or SUPER_ADMIN. No session, another role or an API failure is a no. */
export async function isAdminSession(engine: Pick<EngineContext, 'hasSession' | 'api' | 'log'>): Promise<boolean> {
  return ADMIN_ROLES.has(String(await sessionRole(engine)));
}
