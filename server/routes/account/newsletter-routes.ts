import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import { accountMessage } from '../../account/messages.ts';
import { newsletterLists } from '../../account/newsletter-lists.ts';
import { booleanParameter } from '../../account/site-flags.ts';
import type { ApiContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { requireUser, userOf } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { parseBody } from '../../http/validate.ts';

const SubscriptionBody = Type.Object({
  lists: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50, uniqueItems: true }),
});

/** GET /user/newsletter/lists, GET/PUT /user/newsletter/subscription (`{ lists: string[] }`). */
export function newsletterRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.use('/user/newsletter/*', requireUser);

  const listsOf = (c: Parameters<typeof siteOf>[0]) => {
    const site = siteOf(c);
    return newsletterLists(site, langOf(c));
  };

  const subscriptionOf = async (userId: number, known: string[]) => {
    const rows = await ctx.db.selectFrom('newsletterSubscriptions').select('listId').where('userId', '=', userId).execute();
    const lists = rows.map((row) => row.listId).filter((id) => known.includes(id));
    return { subscribed: lists.length > 0, lists };
  };

  app.get('/user/newsletter/lists', (c) => ok(c, listsOf(c)));

  app.get('/user/newsletter/subscription', async (c) => {
    const user = await userOf(c);
    return ok(c, await subscriptionOf(user.id, listsOf(c).map((list) => list.id)));
  });

  app.put('/user/newsletter/subscription', async (c) => {
    const lang = langOf(c);
    const user = await userOf(c);
    const known = listsOf(c).map((list) => list.id);
    const { lists } = await parseBody(c, SubscriptionBody);
    if (known.length === 0 && lists.length > 0) throw new ApiError(400, accountMessage(lang, 'newsletterDisabled'));
    const unknown = lists.find((id) => !known.includes(id));
    if (unknown) throw new ApiError(400, lang === 'en' ? `${accountMessage(lang, 'unknownList')}: '${unknown}'` : `${accountMessage(lang, 'unknownList')} : « ${unknown} »`);
    const at = ctx.now().toISOString();
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('newsletterSubscriptions').where('userId', '=', user.id).execute();
      if (lists.length > 0) {
        await trx.insertInto('newsletterSubscriptions')
          .values(lists.map((listId) => ({ userId: user.id, listId, createdAt: at }))).execute();
      }
      await trx.updateTable('users').set({ newsletter: lists.length > 0 ? 1 : 0, updatedAt: at })
        .where('id', '=', user.id).execute();
    });
    return ok(c, await subscriptionOf(user.id, known), accountMessage(lang, 'newsletterSaved'));
  });

  return app;
}
