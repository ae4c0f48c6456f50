import type { MiddlewareHandler } from 'hono';
import { allows, editorAccessOf } from '../../editor/roles/editor-access.ts';
import { roleMessages } from '../../editor/roles/role-messages.ts';
import { ApiError } from '../../errors/api-error.ts';
import { userOf } from '../../http/auth.ts';
import { editorAccessNeeded } from './editor-route-roles.ts';

/**
 * Middleware of every `/admin/editor/…` API route (decision 0067): 401 without a session; 403 to
 * anyone who is neither editor nor owner of the site; 403 to an editor on a route the table
 * (`editorRouteRoles`) gives to owners — or that it does not list. In the request's language.
 */
export const requireEditorRole: MiddlewareHandler = async (c, next) => {
  const user = await userOf(c);
  const access = editorAccessOf(user.role);
  if (access === null) throw new ApiError(403, roleMessages.editorsOnly);
  if (!allows(access, editorAccessNeeded(c.req.method, c.req.path) ?? 'owner')) throw new ApiError(403, roleMessages.ownersOnly);
  await next();
};
