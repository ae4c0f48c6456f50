import type { Kysely, Transaction } from 'kysely';
import { withLocalePrefix } from '../../../rules/locale-path.ts';
import { formatCents } from '../../../rules/shop/format-price.ts';
import { formatDeduction } from '../../../rules/shop/format-deduction.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import type { Database } from '../../db/database.ts';
import { isOrderStatus, orderStatusLabel } from '../order-model/order-status.ts';
import { orderTrackingLink } from '../order-model/tracking-link.ts';
import type { Locale } from '../../../rules/locale.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import { mailLang } from '../../mail/mail-lang.ts';
import { guestOrderLinkKey, signGuestOrderLink } from '../order-model/guest-order-link.ts';
import { pickupInWords } from '../../../rules/shop/pickup-in-words.ts';
import { pickupSlot } from '../order-model/pickup-slot.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { renderMail, siteBaseUrl, siteDisplayName, type MailPart } from '../../mail/render-mail.ts';

const wording = {
  confirmSubject: { fr: 'Votre commande {reference} — {site}', en: 'Your order {reference} — {site}' },
  confirmHeading: { fr: 'Merci pour votre commande', en: 'Thank you for your order' },
  confirmIntro: {
    fr: 'Nous avons bien reçu votre commande {reference}. Voici son récapitulatif.',
    en: 'We have received your order {reference}. Here is its summary.',
  },
  statusSubject: { fr: 'Commande {reference} : {status}', en: 'Order {reference}: {status}' },
  statusHeading: { fr: 'Votre commande a changé de statut', en: 'Your order status has changed' },
  statusIntro: { fr: 'Votre commande {reference} est maintenant : {status}.', en: 'Your order {reference} is now: {status}.' },
  status: { fr: 'Statut', en: 'Status' },
  total: { fr: 'Total', en: 'Total' },
  shipping: { fr: 'Livraison', en: 'Shipping' },
  discount: { fr: 'Remise', en: 'Discount' },
  tracking: { fr: 'Suivre mon colis', en: 'Track my parcel' },
  trackingNumber: { fr: 'Numéro de suivi', en: 'Tracking number' },
  seeOrder: { fr: 'Voir ma commande', en: 'See my order' },
  pickup: { fr: 'À retirer', en: 'To collect' },
  refundSubject: { fr: 'Remboursement de votre commande {reference}', en: 'Refund of your order {reference}' },
  refundHeading: { fr: 'Nous vous avons remboursé', en: 'We have refunded you' },
  refundIntro: {
    fr: '{amount} vous sont remboursés sur la carte utilisée pour la commande {reference}. Le délai d’apparition sur votre compte dépend de votre banque.',
    en: '{amount} is refunded to the card used for order {reference}. When it shows on your account depends on your bank.',
  },
  outOfStockSubject: { fr: 'Commande {reference} remboursée : produits épuisés', en: 'Order {reference} refunded: out of stock' },
  outOfStockHeading: { fr: 'Nous sommes désolés', en: 'We are sorry' },
  outOfStockIntro: {
    fr: 'Votre paiement de la commande {reference} nous est parvenu après que ses produits ont été vendus à d’autres clients : nous ne pouvons pas vous les livrer. {amount} vous sont remboursés sur la carte utilisée ; le délai d’apparition sur votre compte dépend de votre banque.',
    en: 'Your payment for order {reference} reached us after its products were sold to other customers: we cannot deliver them. {amount} is refunded to the card you used; when it shows on your account depends on your bank.',
  },
} as const;

function say(key: keyof typeof wording, lang: Locale, values: Record<string, string | number> = {}): string {
  return formatMessage(wording[key], lang, values);
}

/** Where and when a click-and-collect order is collected, as a mail's rows (none for another delivery). */
export function pickupRows(site: LoadedSite, order: { dateSchedule: string | null; idSchedule: number | null }, lang: Locale): [string, string][] {
  const slot = pickupSlot(site, order);
  return slot ? [[say('pickup', lang), pickupInWords(slot, lang).join('\n')]] : [];
}

async function orderLink(trx: Transaction<Database>, site: LoadedSite, lang: Locale, order: { id: number; userId: number | null }, createdAt: string): Promise<string> {
  const page = `${siteBaseUrl(site)}${withLocalePrefix(`/account/orders/${order.id}`, lang)}`;
  if (order.userId !== null) return page;
  // A guest has no account: the link is signed and expires (guest-order-link.ts).
  const at = new Date(createdAt);
  return `${page}?${signGuestOrderLink(await guestOrderLinkKey(trx, () => at), site.idSite, order.id, at)}`;
}

/** The customer's address of an order: the e-mail a guest gave, else its account's e-mail. */
export async function recipientOf(trx: Kysely<Database>, order: { userId: number | null; email: string | null }): Promise<string | null> {
  if (order.email) return order.email;
  if (order.userId === null) return null;
  const user = await trx.selectFrom('users').select('email').where('id', '=', order.userId).executeTakeFirst();
  return user?.email ?? null;
}

/**
 * Queues the order confirmation, in the customer's language, in the transaction that paid the
 * order (settle-payment.ts; the one that created it when there is nothing to pay), never before: lines, amounts, status and a link to the order in the account. No mail when the
 * order has no e-mail address on file (a member's order whose account was deleted).
 */
export async function queueOrderConfirmation(trx: Transaction<Database>, site: LoadedSite, orderId: number, createdAt: string): Promise<boolean> {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const to = await recipientOf(trx, order);
  if (!to) return false;
  const lang = mailLang(order.lang);
  const lines = await trx.selectFrom('orderLines').select(['name', 'quantity', 'unitToPayCents']).where('orderId', '=', orderId).orderBy('id').execute();
  const rows: [string, string][] = lines.map((line) => [`${line.quantity} × ${line.name}`, formatCents(line.quantity * line.unitToPayCents, lang)]);
  if (order.shippingFeesCents > 0) rows.push([say('shipping', lang), formatCents(order.shippingFeesCents, lang)]);
  if (order.discountCents > 0) rows.push([say('discount', lang), formatDeduction(order.discountCents, lang)]);
  rows.push([say('total', lang), formatCents(order.totalCents, lang)]);
  if (isOrderStatus(order.status)) rows.push([say('status', lang), orderStatusLabel(order.status, lang)]);
  rows.push(...pickupRows(site, order, lang));
  const mail = renderMail(site, lang, {
    subject: say('confirmSubject', lang, { reference: order.reference, site: siteDisplayName(site) }),
    heading: say('confirmHeading', lang),
    parts: [
      { paragraph: say('confirmIntro', lang, { reference: order.reference }) },
      { rows },
      { link: { label: say('seeOrder', lang), href: await orderLink(trx, site, lang, order, createdAt) } },
    ],
  });
  await queueMail(trx, { idSite: site.idSite, to, lang, kind: 'order-confirmation', mail, createdAt, orderId });
  return true;
}

/**
 * Queues the mail of an order's new status, in the customer's language, in the transaction
 * that changed it; with the tracking link once the parcel has one. `notBefore` holds it back
 * (a declined payment's mail, which a payment meanwhile drops: `dropUnsentStatusMails`).
 */
export async function queueOrderStatusMail(trx: Transaction<Database>, site: LoadedSite, orderId: number, createdAt: string, notBefore?: string): Promise<boolean> {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const to = await recipientOf(trx, order);
  if (!to || !isOrderStatus(order.status)) return false;
  const lang = mailLang(order.lang);
  const status = orderStatusLabel(order.status, lang);
  const parts: MailPart[] = [{ paragraph: say('statusIntro', lang, { reference: order.reference, status }) }];
  if (order.status === 'READY_FOR_PICKUP' || order.status === 'PAID') {
    const pickup = pickupRows(site, order, lang);
    if (pickup.length > 0) parts.push({ rows: pickup });
  }
  const tracking = orderTrackingLink(site, order);
  if (order.trackingNumber) parts.push({ rows: [[say('trackingNumber', lang), order.trackingNumber]] });
  if (tracking) parts.push({ link: { label: say('tracking', lang), href: tracking } });
  parts.push({ link: { label: say('seeOrder', lang), href: await orderLink(trx, site, lang, order, createdAt) } });
  const mail = renderMail(site, lang, {
    subject: say('statusSubject', lang, { reference: order.reference, status }),
    heading: say('statusHeading', lang),
    parts,
  });
  await queueMail(trx, { idSite: site.idSite, to, lang, kind: 'order-status', mail, createdAt, orderId, notBefore });
  return true;
}

/**
 * Drops the order's status mails not sent yet and held by no worker (a "payment declined" mail
 * still held back when another attempt pays the order), in the transaction that paid it.
 */
export async function dropUnsentStatusMails(trx: Transaction<Database>, orderId: number, at: string): Promise<void> {
  await trx.deleteFrom('outbox').where('orderId', '=', orderId).where('kind', '=', 'order-status').where('sentAt', 'is', null)
    .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<=', at)])).execute();
}

/**
 * Queues the mail of a refund, in the customer's language, in the transaction that recorded it;
 * `outOfStock`: the mail explains that the payment came after the order's products were sold to others.
 */
export async function queueRefundMail(trx: Transaction<Database>, site: LoadedSite, orderId: number, amountCents: number, createdAt: string, outOfStock = false): Promise<boolean> {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const to = await recipientOf(trx, order);
  if (!to) return false;
  const lang = mailLang(order.lang);
  const values = { reference: order.reference, amount: formatCents(amountCents, lang) };
  const mail = renderMail(site, lang, {
    subject: say(outOfStock ? 'outOfStockSubject' : 'refundSubject', lang, values),
    heading: say(outOfStock ? 'outOfStockHeading' : 'refundHeading', lang),
    parts: [
      { paragraph: say(outOfStock ? 'outOfStockIntro' : 'refundIntro', lang, values) },
      { link: { label: say('seeOrder', lang), href: await orderLink(trx, site, lang, order, createdAt) } },
    ],
  });
  await queueMail(trx, { idSite: site.idSite, to, lang, kind: 'refund', mail, createdAt, orderId });
  return true;
}
