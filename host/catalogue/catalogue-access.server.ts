import { isAdminSession } from '../security/admin-session.server.ts';
import type { EngineContext } from '../data/engine-context.ts';

/**
 * Who sees `/_blocks`: everyone in development; in production only an ADMIN or SUPER_ADMIN
 * session (host/security/admin-session.server.ts).
 */
export async function canSeeCatalogue(engine: Pick<EngineContext, 'dev' | 'hasSession' | 'api' | 'log'>): Promise<boolean> {
  return engine.dev || isAdminSession(engine);
}
