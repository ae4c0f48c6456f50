import type { Kysely, Transaction } from 'kysely';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { checkAndTake, lockKeys } from '../../db/check-and-take.ts';
import { lockInTransaction } from '../../db/lock-in-transaction.ts';
import type { Database } from '../../db/database.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import { numberParameter, parameterValue } from '../shop-site.ts';
import type { Locale } from '../../../rules/locale.ts';
import { mailLang } from '../../mail/mail-lang.ts';
import { recipientOf } from './order-mails.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { renderMail, siteBaseUrl, siteDisplayName } from '../../mail/render-mail.ts';
import { reviewUnsubscribeKey, reviewUnsubscribePath } from '../../mail/review-unsubscribe-link.ts';

const wording = {
  subject: { fr: 'Votre avis sur votre commande {reference} — {site}', en: 'Your review of order {reference} — {site}' },
  heading: { fr: 'Qu’avez-vous pensé de votre commande ?', en: 'How was your order?' },
  intro: {
    fr: 'Votre commande {reference} vous a été livrée il y a quelques jours. Votre avis aide d’autres clients à choisir, et nous aide à faire mieux : il ne prend qu’une minute.',
    en: 'Your order {reference} was delivered a few days ago. Your review helps other customers choose, and helps us do better: it takes a minute.',
  },
  review: { fr: 'Donner mon avis', en: 'Leave a review' },
  unsubscribe: { fr: 'Ne plus recevoir de demande d’avis', en: 'Stop receiving review requests' },
} as const;

const say = (key: keyof typeof wording, lang: Locale, values: Record<string, string | number> = {}) => formatMessage(wording[key], lang, values);

const DAY_MS = 86_400_000;

/**
 * Queues the mail asking for a review of a delivered order, to be sent REVIEW_REQUEST_DELAY_DAYS
 * days after `deliveredAt` (the outbox holds it until then: `notBefore`), in the customer's language,
 * with a link that stops them. Called in the transaction that marks the order delivered (which
 * happens once: DELIVERED is final). Nothing is queued when the delay is 0, when the site gives no
 * review link (REVIEW_URL), when the order has no address, when the address asked for no more
 * review requests, or when the order already has one. The address's lock (shared with the
 * unsubscribe) orders the two, so a request is never queued past an unsubscribe.
 */
export async function queueReviewRequest(trx: Transaction<Database>, site: LoadedSite, orderId: number, deliveredAt: string): Promise<boolean> {
  const days = Math.floor(numberParameter(site, 'REVIEW_REQUEST_DELAY_DAYS'));
  const reviewUrl = String(parameterValue(site, 'REVIEW_URL') ?? '').trim();
  if (days <= 0 || reviewUrl === '') return false;
  const order = await trx.selectFrom('orders').select(['id', 'reference', 'lang', 'userId', 'email']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const to = await recipientOf(trx, order);
  if (!to) return false;
  await lockInTransaction(trx, lockKeys.reviewRequests(site.idSite, to));
  const email = to.trim().toLowerCase();
  const optedOut = await trx.selectFrom('reviewOptOuts').select('email').where('idSite', '=', site.idSite).where('email', '=', email).executeTakeFirst();
  const already = await trx.selectFrom('outbox').select('id').where('orderId', '=', orderId).where('kind', '=', 'review-request').executeTakeFirst();
  if (optedOut || already) return false;
  const lang = mailLang(order.lang);
  const unsubscribe = `${siteBaseUrl(site)}${reviewUnsubscribePath(await reviewUnsubscribeKey(trx, () => new Date(deliveredAt)), site.idSite, email, lang)}`;
  const mail = renderMail(site, lang, {
    subject: say('subject', lang, { reference: order.reference, site: siteDisplayName(site) }),
    heading: say('heading', lang),
    parts: [{ paragraph: say('intro', lang, { reference: order.reference }) }, { link: { label: say('review', lang), href: reviewUrl } }, { link: { label: say('unsubscribe', lang), href: unsubscribe } }],
  });
  const notBefore = new Date(new Date(deliveredAt).getTime() + days * DAY_MS).toISOString();
  await queueMail(trx, { idSite: site.idSite, to, lang, kind: 'review-request', mail, createdAt: deliveredAt, orderId, notBefore });
  return true;
}

/**
 * Records that `email` wants no more review requests from the site and drops the ones still
 * waiting in the outbox (not held by a worker), under the address's lock. Idempotent.
 */
export async function stopReviewRequests(db: Kysely<Database>, idSite: number, email: string, at: string): Promise<void> {
  const address = email.trim().toLowerCase();
  await checkAndTake(db, lockKeys.reviewRequests(idSite, address), async (trx) => {
    await trx.insertInto('reviewOptOuts').values({ idSite, email: address, createdAt: at }).onConflict((oc) => oc.columns(['idSite', 'email']).doNothing()).execute();
    await trx.deleteFrom('outbox').where('idSite', '=', idSite).where('kind', '=', 'review-request').where('sentAt', 'is', null)
      .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<=', at)]))
      .where((eb) => eb(eb.fn<string>('lower', ['toAddress']), '=', address))
      .execute();
  });
}
