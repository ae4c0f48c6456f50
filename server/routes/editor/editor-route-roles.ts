import type { EditorAccess } from '../../editor/roles/editor-access.ts';

/**
 * Every route of the owners' editor API and the least access it needs (decision 0067): an
 * editor drafts and previews; publishing, the audit log and people are for owners. One place:
 * `requireEditorRole` reads it, and a contract test walks it (401, 403 member, 403 editor on an
 * owner route) and fails when a route registered under `/admin/editor` is missing from it. A route
 * left out is treated as an owner's.
 */
export const editorRouteRoles = {
  'GET /admin/editor/draft': 'editor',
  'PATCH /admin/editor/draft': 'editor',
  'DELETE /admin/editor/draft': 'editor',
  'GET /admin/editor/validate': 'editor',
  'GET /admin/editor/pages': 'editor',
  'GET /admin/editor/pages/:idPage/links': 'editor',
  'GET /admin/editor/status': 'editor',
  'PUT /admin/editor/preview-mode': 'editor',
  'POST /admin/editor/publish': 'owner',
  'GET /admin/editor/audit': 'owner',
  'GET /admin/editor/history': 'editor',
  'GET /admin/editor/history/compare': 'editor',
  'POST /admin/editor/history/:id/rollback': 'owner',
  'GET /admin/editor/people': 'owner',
  'POST /admin/editor/people/invitations': 'owner',
  'DELETE /admin/editor/people/invitations/:id': 'owner',
  'PUT /admin/editor/people/:id': 'owner',
  'DELETE /admin/editor/people/:id': 'owner',
  'PUT /admin/editor/presence': 'editor',
  'DELETE /admin/editor/presence': 'editor',
  'GET /admin/editor/media': 'editor',
  'POST /admin/editor/media': 'editor',
  'PATCH /admin/editor/media/:id': 'editor',
  'DELETE /admin/editor/media/:id': 'owner',
} as const satisfies Record<string, EditorAccess>;

const compiled = Object.entries(editorRouteRoles).map(([route, access]) => {
  const [method, path] = route.split(' ') as [string, string];
  const pattern = new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);
  return { method, pattern, access: access as EditorAccess };
});

/**
 * The access a request to the editor API needs, from its method and path (the path from
 * `/admin/editor` on, whatever the mount: `/api/admin/editor/…` on the web server); null when
 * no route of the table matches. HEAD is a GET.
 */
export function editorAccessNeeded(method: string, path: string): EditorAccess | null {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const from = path.indexOf('/admin/editor');
  const local = from < 0 ? path : path.slice(from);
  return compiled.find((route) => route.method === verb && route.pattern.test(local))?.access ?? null;
}
