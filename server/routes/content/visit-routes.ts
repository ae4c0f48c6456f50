import { Hono } from 'hono';
import type { ApiContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { ok } from '../../http/envelope.ts';
import { siteOf } from '../../http/request-context.ts';

/** A visit source: a short token of letters, digits, `_`, `-` and `.` (a campaign or partner name). */
export const visitSourcePattern = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/** GET /site/visit/{from}: logs a visit that arrived with `?from=` (source and date). */
export function visitRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.get('/site/visit/:from', async (c) => {
    const source = c.req.param('from');
    if (!visitSourcePattern.test(source)) {
      throw new ApiError(400, { en: "Invalid parameter ''from'': 1 to 64 letters, digits, ''_'', ''-'' or ''.''", fr: 'Paramètre « from » invalide : de 1 à 64 lettres, chiffres, « _ », « - » ou « . »' });
    }
    const site = siteOf(c);
    const createdAt = ctx.now().toISOString();
    const row = await ctx.db
      .insertInto('visitLogs')
      .values({ idSite: site.idSite, source, createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return ok(c, { id: row.id, source, date: createdAt }, 'Visit recorded', 201);
  });
  return app;
}
