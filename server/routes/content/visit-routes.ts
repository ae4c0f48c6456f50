import { Hono } from 'hono';
import { contactContracts } from '../../../schemas/api/content/contact-contracts.ts';
import type { ApiContext } from '../../context.ts';
import { recordVisit } from '../../content/record-visit.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { formatMessage } from '../../i18n/format-message.ts';

/** GET /site/visit/{from}: logs a visit that arrived with `?from=` (source and date). */
export function visitRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  contractRoute(app, contactContracts.visit, async ({ params: { from: source } }, c, reply) => {
    const createdAt = ctx.now().toISOString();
    const id = await recordVisit(ctx.db, { idSite: siteOf(c).idSite, source, createdAt });
    return reply.with({ id, source, date: createdAt }, { message: formatMessage({ en: 'Visit recorded', fr: 'Visite enregistrée' }, langOf(c)), status: 201 });
  });
  return app;
}
