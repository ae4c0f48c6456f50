import { Hono, type Context } from 'hono';
import { elementContracts } from '../../../schemas/api/content/element-contracts.ts';
import type { Element } from '../../../schemas/site/elements.schema.ts';
import { resolveLocalized } from '../../../schemas/localized.ts';
import type { ApiContext } from '../../context.ts';
import type { RateLimiter } from '../../content/rate-limiter.ts';
import { registerForElement } from '../../content/register-for-element.ts';
import { seatsTaken } from '../../content/seats-taken.ts';
import { ApiError } from '../../errors/api-error.ts';
import { applyListQuery } from '../../http/apply-list-query.ts';
import { BLANK } from '../../http/blank-message.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import { withoutHoneypot } from './forms/honeypot.ts';
import { submissionCheck } from './rate-limit.ts';

const NO_LIST = { en: "No element list named ''{route}''", fr: 'Aucune liste d’éléments nommée « {route} »' };

const listOf = (c: Context, route: string) => siteOf(c).document('elements')?.lists.find((list) => list.route === route);

function elementOf(c: Context, route: string, id: number): Element {
  const element = listOf(c, route)?.items.find((item) => item.id === id);
  if (!element) throw new ApiError(404, { en: "Element {id} not found in list ''{route}''", fr: 'Élément {id} introuvable dans la liste « {route} »' }, null, { id: String(id), route });
  return element;
}

/** GET /element/{route}, GET /element/{route}/{id}, POST /element/{route}/{id}/register (schemas/api/content/element-contracts.ts). */
export function elementRoutes(ctx: ApiContext, limiter: RateLimiter): Hono {
  const app = new Hono();

  contractRoute(app, elementContracts.list, ({ params: { route } }, c, reply) => {
    const query = parseListQuery(c.req.query(), ['id', 'title', 'tags', 'date'], {
      nbItem: 24,
      orderable: ['order', 'id', 'title', 'date'],
      defaultOrderBy: { field: 'order', direction: 'asc' },
    });
    const list = listOf(c, route);
    if (!list) return reply.with({ items: [], total: 0 }, { message: formatMessage(NO_LIST, langOf(c), { route }) });
    return applyListQuery(resolveLocalized(list.items, langOf(c)), query);
  });

  contractRoute(app, elementContracts.read, async ({ params: { route, id } }, c) => {
    const element = elementOf(c, route, id);
    const { capacity } = element;
    const taken = element.canRegister && capacity !== undefined ? await seatsTaken(ctx.db, siteOf(c).idSite, route, element.id) : 0;
    const seatsLeft = capacity === undefined ? null : Math.max(0, capacity - taken);
    return { ...resolveLocalized(element, langOf(c)), seatsLeft };
  });

  contractRoute(
    app,
    elementContracts.register,
    async ({ params: { route, id }, body: sent }, c, reply) => {
      const element = elementOf(c, route, id);
      const body = withoutHoneypot(sent);
      const name = body.name.trim();
      if (name === '') throw new ApiError(400, BLANK, null, { field: 'name' });
      const lang = langOf(c);
      const registration = {
        idSite: siteOf(c).idSite,
        route,
        element,
        name,
        email: body.email.trim().toLowerCase(),
        phone: body.phone?.trim() || null,
        seats: body.seats,
        createdAt: ctx.now().toISOString(),
      };
      const registered = await registerForElement(ctx.db, registration, lang);
      return reply.with({ id: registered, seats: body.seats }, { message: lang === 'en' ? 'Your registration is recorded' : 'Votre inscription est enregistrée', status: 201 });
    },
    { before: submissionCheck(ctx, limiter, 'register') },
  );
  return app;
}
