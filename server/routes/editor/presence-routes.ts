import { Hono } from 'hono';
import { EditorPresenceBodySchema, EditorPresenceLeaveSchema } from '../../../schemas/api/editor.ts';
import type { ApiContext } from '../../context.ts';
import { dropPresence, touchPresence } from '../../editor/editor-presence.ts';
import { userOf } from '../../http/auth.ts';
import { requireEditorRole } from './require-editor-role.ts';
import { ok } from '../../http/envelope.ts';
import { ctxOf, siteOf } from '../../http/request-context.ts';
import { parseBody } from '../../http/validate.ts';

/**
 * Who else edits the site (issue 34, item 3; docs/editor.md, "Several editors"): each open editor
 * renews its lease with `PUT /admin/editor/presence` (its tab, the page it shows) and reads the
 * others back; `DELETE` drops it on leave. Admins only, as every editor route.
 */
export function presenceRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.use('/admin/editor/presence', requireEditorRole);

  app.put('/admin/editor/presence', async (c) => {
    const { tab, page } = await parseBody(c, EditorPresenceBodySchema);
    const user = await userOf(c);
    const idSite = siteOf(c).idSite;
    const person = await ctx.db.selectFrom('users').select(['firstname', 'lastname']).where('id', '=', user.id).executeTakeFirst();
    const name = [person?.firstname, person?.lastname].filter(Boolean).join(' ').trim() || user.email;
    const others = await touchPresence(ctx.db, { idSite, tab, idUser: user.id, name, page }, ctxOf(c).now());
    return ok(c, { others });
  });

  app.delete('/admin/editor/presence', async (c) => {
    const { tab } = await parseBody(c, EditorPresenceLeaveSchema);
    await dropPresence(ctx.db, siteOf(c).idSite, tab);
    return ok(c, { tab });
  });

  return app;
}
