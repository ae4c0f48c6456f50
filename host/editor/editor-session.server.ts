import { sessionRole } from '../security/admin-session.server.ts';
import type { EngineContext } from '../data/engine-context.ts';
import { editorAccessOf, type EditorAccess } from '../../server/editor/roles/editor-access.ts';

/** The editor access of the request's session (decision 0067): `editor` (EDITOR), `owner` (ADMIN, SUPER_ADMIN), or null for anyone else. */
export async function editorSessionAccess(engine: Pick<EngineContext, 'hasSession' | 'api' | 'log'>): Promise<EditorAccess | null> {
  return editorAccessOf((await sessionRole(engine)) ?? undefined);
}
