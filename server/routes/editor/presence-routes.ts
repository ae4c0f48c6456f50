import { Hono } from 'hono';
import { draftContracts } from '../../../schemas/api/editor/draft-contracts.ts';
import type { ApiContext } from '../../context.ts';
import { dropPresence, touchPresence } from '../../editor/editor-presence.ts';
import { presenceName } from '../../editor/presence-name.ts';
import { userOf } from '../../http/auth.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { ctxOf, siteOf } from '../../http/request-context.ts';
import { requireEditorRole } from './require-editor-role.ts';

/**
 * Who else edits the site (issue 34, item 3; docs/editor.md, "Several editors"): each open editor
 * renews its lease with `PUT /admin/editor/presence` (its tab, the page it shows) and reads the
 * others back; `DELETE` drops it on leave. Admins only, as every editor route.
 */
export function presenceRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.use('/admin/editor/presence', requireEditorRole);

  contractRoute(app, draftContracts.presence, async ({ body: { tab, page } }, c) => {
    const user = await userOf(c);
    const idSite = siteOf(c).idSite;
    const name = await presenceName(ctx.db, user);
    const others = await touchPresence(ctx.db, { idSite, tab, idUser: user.id, name, page }, ctxOf(c).now());
    return { others };
  });

  contractRoute(app, draftContracts.leave, async ({ body: { tab } }, c) => {
    await dropPresence(ctx.db, siteOf(c).idSite, tab);
    return { tab };
  });

  return app;
}
