import { Hono, type Context } from 'hono';
import { newsletterContracts } from '../../../schemas/api/account/newsletter-contracts.ts';
import { accountMessage } from '../../account/messages.ts';
import { newsletterLists } from '../../account/newsletter-lists.ts';
import { newsletterSubscription } from '../../account/newsletter-subscription.ts';
import { saveSubscription } from '../../account/save-subscription.ts';
import type { ApiContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { requireUser, userOf } from '../../http/auth.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { langOf, siteOf } from '../../http/request-context.ts';

/** GET /user/newsletter/lists, GET/PUT /user/newsletter/subscription (`{ lists: string[] }`), each from its contract. */
export function newsletterRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.use('/user/newsletter/*', requireUser);

  const listsOf = (c: Context) => newsletterLists(siteOf(c), langOf(c));

  contractRoute(app, newsletterContracts.lists, (_input, c) => listsOf(c));

  contractRoute(app, newsletterContracts.subscription, async (_input, c) => {
    const user = await userOf(c);
    return newsletterSubscription(ctx.db, user.id, listsOf(c).map((list) => list.id));
  });

  contractRoute(app, newsletterContracts.subscribe, async ({ body }, c, reply) => {
    const lang = langOf(c);
    const user = await userOf(c);
    const known = listsOf(c).map((list) => list.id);
    const { lists } = body;
    if (known.length === 0 && lists.length > 0) throw new ApiError(400, accountMessage(lang, 'newsletterDisabled'));
    const unknown = lists.find((id) => !known.includes(id));
    if (unknown) throw new ApiError(400, lang === 'en' ? `${accountMessage(lang, 'unknownList')}: '${unknown}'` : `${accountMessage(lang, 'unknownList')} : « ${unknown} »`);
    await saveSubscription(ctx.db, user.id, lists, ctx.now().toISOString());
    return reply.with(await newsletterSubscription(ctx.db, user.id, known), { message: accountMessage(lang, 'newsletterSaved') });
  });

  return app;
}
