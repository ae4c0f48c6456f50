import type { Role } from '../../../schemas/api/account/session-user.ts';

/** What a route of the owners' editor needs: an editor drafts and previews, an owner also publishes and manages people (decision 0067). */
export type EditorAccess = 'editor' | 'owner';

/** The editor access of a role: EDITOR → editor, ADMIN and SUPER_ADMIN → owner, anyone else none. */
export function editorAccessOf(role: Role | string | undefined): EditorAccess | null {
  if (role === 'ADMIN' || role === 'SUPER_ADMIN') return 'owner';
  return role === 'EDITOR' ? 'editor' : null;
}

/** Whether `access` is enough for a route that needs `minimum`. */
export function allows(access: EditorAccess | null, minimum: EditorAccess): boolean {
  return access === 'owner' || (access === 'editor' && minimum === 'editor');
}
