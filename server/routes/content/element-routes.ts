import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Element } from '../../../schemas/site/elements.schema.ts';
import { resolveLocalized } from '../../../schemas/localized.ts';
import type { ApiContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { checkAndTake, lockKeys } from '../../db/check-and-take.ts';
import { registrationVerdict } from '../../content/registration-verdict.ts';
import { BLANK } from '../../http/blank-message.ts';
import { ApiError } from '../../errors/api-error.ts';
import { applyListQuery } from '../../http/apply-list-query.ts';
import { ok } from '../../http/envelope.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { parseBody } from '../../http/validate.ts';
import type { RateLimiter } from '../../content/rate-limiter.ts';
import { withoutHoneypot } from './forms/honeypot.ts';
import { idParam, slugParam } from './id-param.ts';
import { limitSubmissions } from './rate-limit.ts';
import { formatMessage } from '../../i18n/format-message.ts';

const RegistrationBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    email: Type.String({ format: 'email', maxLength: 320 }),
    phone: Type.Optional(Type.String({ pattern: '^\\+?[0-9 ().-]{6,25}$' })),
    seats: Type.Integer({ minimum: 1, maximum: 50 }),
    website: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

/** GET /element/{route}, GET /element/{route}/{id}, POST /element/{route}/{id}/register. */
export function elementRoutes(ctx: ApiContext, limiter: RateLimiter): Hono {
  const app = new Hono();
  const listOf = (c: Parameters<typeof siteOf>[0], route: string) =>
    siteOf(c).document('elements')?.lists.find((list) => list.route === route);
  const findElement = (c: Parameters<typeof siteOf>[0]): { route: string; element: Element } => {
    const route = slugParam(c.req.param('route'), 'route');
    const id = idParam(c.req.param('id'));
    const element = listOf(c, route)?.items.find((item) => item.id === id);
    if (!element) throw new ApiError(404, { en: "Element {id} not found in list ''{route}''", fr: 'Élément {id} introuvable dans la liste « {route} »' }, null, { id: String(id), route });
    return { route, element };
  };
  const seatsTaken = async (db: Kysely<Database>, idSite: number, route: string, elementId: number) => {
    const row = await db
      .selectFrom('elementRegistrations')
      .select((eb) => eb.fn.sum<number | string | null>('seats').as('seats'))
      .where('idSite', '=', idSite).where('route', '=', route).where('elementId', '=', elementId)
      .executeTakeFirst();
    return Number(row?.seats ?? 0);
  };

  app.get('/element/:route', (c) => {
    const route = slugParam(c.req.param('route'), 'route');
    const query = parseListQuery(c.req.query(), ['id', 'title', 'tags', 'date'], {
      nbItem: 24,
      orderable: ['order', 'id', 'title', 'date'],
      defaultOrderBy: { field: 'order', direction: 'asc' },
    });
    const list = listOf(c, route);
    if (!list) return ok(c, { items: [], total: 0 }, `No element list named '${route}'`);
    return ok(c, applyListQuery(resolveLocalized(list.items, langOf(c)), query));
  });

  app.get('/element/:route/:id', async (c) => {
    const { route, element } = findElement(c);
    const { capacity } = element;
    const taken = element.canRegister && capacity !== undefined ? await seatsTaken(ctx.db, siteOf(c).idSite, route, element.id) : 0;
    const seatsLeft = capacity === undefined ? null : Math.max(0, capacity - taken);
    return ok(c, { ...resolveLocalized(element, langOf(c)), seatsLeft });
  });

  app.post('/element/:route/:id/register', limitSubmissions(ctx, limiter, 'register'), async (c) => {
    const { route, element } = findElement(c);
    const body = withoutHoneypot(await parseBody(c, RegistrationBody));
    const name = body.name.trim();
    if (name === '') throw new ApiError(400, BLANK, null, { field: 'name' });
    const email = body.email.trim().toLowerCase();
    const idSite = siteOf(c).idSite;
    const lang = langOf(c);
    // Seats taken are counted under the event's lock: concurrent sign-ups never pass the capacity.
    const id = await checkAndTake(ctx.db, lockKeys.seats(idSite, route, element.id), async (trx) => {
      const existing = await trx.selectFrom('elementRegistrations').select('id')
        .where('idSite', '=', idSite).where('route', '=', route).where('elementId', '=', element.id).where('email', '=', email)
        .executeTakeFirst();
      const refusal = registrationVerdict({
        canRegister: element.canRegister === true,
        capacity: element.capacity,
        seatsTaken: await seatsTaken(trx, idSite, route, element.id),
        seatsAsked: body.seats,
        alreadyRegistered: existing !== undefined,
      });
      if (refusal) throw new ApiError(refusal.status, formatMessage(refusal.message, lang));
      const row = await trx.insertInto('elementRegistrations')
        .values({ idSite, route, elementId: element.id, name, email, phone: body.phone?.trim() || null, seats: body.seats, createdAt: ctx.now().toISOString() })
        .returning('id').executeTakeFirstOrThrow();
      return row.id;
    });
    return ok(c, { id, seats: body.seats }, lang === 'en' ? 'Your registration is recorded' : 'Votre inscription est enregistrée', 201);
  });
  return app;
}
