import type { Static } from '@sinclair/typebox';
import { Hono, type Context } from 'hono';
import type { ApiContext } from '../../context.ts';
import { returnContracts } from '../../../schemas/api/shop/return-contracts.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { normalizeLang } from '../../http/request-context.ts';
import { siteDisplayName } from '../../mail/render-mail.ts';
import { stopReviewRequests } from '../../shop/mails/review-request-mail.ts';
import { REVIEW_UNSUBSCRIBE_HEADERS, reviewUnsubscribePage } from '../../mail/review-unsubscribe-page.ts';
import { checkReviewUnsubscribe, reviewUnsubscribeKey } from '../../mail/review-unsubscribe-link.ts';

/**
 * Extension of §7: the link at the foot of a review request (REVIEW_REQUEST_DELAY_DAYS). GET shows
 * what it does and a button; the button's POST records it (a mail scanner that opens the link
 * unsubscribes no one). The signature is the only credential; an invalid link is a 403 page.
 */
export function reviewRequestRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  const answer = async (c: Context, query: Static<typeof returnContracts.reviewUnsubscribe.query>, act: boolean) => {
    const lang = normalizeLang(query.lang) ?? 'fr_FR';
    const site = ctx.config.site(query.site);
    const valid = site !== undefined && checkReviewUnsubscribe(await reviewUnsubscribeKey(ctx.db, ctx.now), query.site, query.email, query.signature);
    for (const [name, value] of Object.entries(REVIEW_UNSUBSCRIBE_HEADERS)) c.header(name, value);
    const values = { site: site ? siteDisplayName(site) : '', email: query.email.trim().toLowerCase() };
    if (!valid) return c.html(reviewUnsubscribePage('invalid', lang, values), 403);
    if (!act) return c.html(reviewUnsubscribePage('ask', lang, values));
    await stopReviewRequests(ctx.db, query.site, query.email, ctx.now().toISOString());
    return c.html(reviewUnsubscribePage('done', lang, values));
  };
  contractRoute(app, returnContracts.reviewUnsubscribePage, ({ query }, c) => answer(c, query, false));
  contractRoute(app, returnContracts.reviewUnsubscribe, ({ query }, c) => answer(c, query, true));
  return app;
}
