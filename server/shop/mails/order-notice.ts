import type { Transaction } from 'kysely';
import { withLocalePrefix } from '../../../rules/locale-path.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { siteMailLang } from '../../content/company-mail.ts';
import { siteParameter } from '../../content/site-parameter.ts';
import type { Database } from '../../db/database.ts';
import type { Locale } from '../../../rules/locale.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import { fulfilmentView } from '../order-model/fulfilment-view.ts';
import { pickupInWords } from '../../../rules/shop/pickup-in-words.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { renderMail, siteBaseUrl, type MailPart } from '../../mail/render-mail.ts';

const wording = {
  subject: { fr: 'Nouvelle commande {reference} à préparer', en: 'New order {reference} to prepare' },
  heading: { fr: 'Une commande vient d’être payée', en: 'An order has just been paid' },
  intro: { fr: 'La commande {reference} est payée. Voici ce qu’il faut préparer.', en: 'Order {reference} is paid. Here is what to prepare.' },
  customer: { fr: 'Client', en: 'Customer' },
  delivery: { fr: 'Livraison', en: 'Delivery' },
  pickup: { fr: 'Retrait', en: 'Pickup' },
  relay: { fr: 'Point relais', en: 'Relay point' },
  address: { fr: 'Adresse de livraison', en: 'Delivery address' },
  message: { fr: 'Message du client', en: 'Customer’s message' },
  seeOrder: { fr: 'Ouvrir la commande', en: 'Open the order' },
} as const;

function say(key: keyof typeof wording, lang: Locale, values: Record<string, string | number> = {}): string {
  return formatMessage(wording[key], lang, values);
}

/**
 * Queues the shop's mail of an order just paid (`COMPANY_EMAIL`, in the site's language), in the
 * transaction that paid it, beside the customer's confirmation: what to prepare — each line and
 * its quantity, the delivery mode, the pickup slot, relay point or address. None without COMPANY_EMAIL.
 */
export async function queueOrderNotice(trx: Transaction<Database>, site: LoadedSite, orderId: number, createdAt: string): Promise<boolean> {
  const to = String(siteParameter(site.parameters, 'COMPANY_EMAIL') ?? '').trim();
  if (to === '') return false;
  const lang = siteMailLang(site);
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const [lines, delivery, view] = await Promise.all([
    trx.selectFrom('orderLines').select(['name', 'quantity']).where('orderId', '=', orderId).orderBy('id').execute(),
    trx.selectFrom('orderAddresses').selectAll().where('orderId', '=', orderId).where('kind', '=', 'DELIVERY').executeTakeFirst(),
    fulfilmentView(trx, site, order, lang),
  ]);
  const customer = [view.customer.name, view.customer.email && `<${view.customer.email}>`, view.customer.phone].filter((part) => part).join(' ');
  const rows: [string, string][] = [[say('customer', lang), customer], [say('delivery', lang), view.deliveryType.value]];
  if (view.pickup) rows.push([say('pickup', lang), pickupInWords(view.pickup, lang).join('\n')]);
  else if (view.relayPoint) rows.push([say('relay', lang), `${view.relayPoint.name}\n${view.relayPoint.address}`]);
  else if (delivery) rows.push([say('address', lang), [`${delivery.firstname} ${delivery.lastname}`, delivery.firstPart, delivery.secondPart, `${delivery.postalCode} ${delivery.city}`].filter((part) => part).join('\n')]);
  if (order.message) rows.push([say('message', lang), order.message]);
  const parts: MailPart[] = [
    { paragraph: say('intro', lang, { reference: order.reference }) },
    { rows: lines.map((line) => [`${line.quantity} ×`, line.name] as const) },
    { rows },
    { link: { label: say('seeOrder', lang), href: `${siteBaseUrl(site)}${withLocalePrefix(`/admin/orders/${order.id}`, lang)}` } },
  ];
  const mail = renderMail(site, lang, { subject: say('subject', lang, { reference: order.reference }), heading: say('heading', lang), parts });
  await queueMail(trx, { idSite: site.idSite, to, lang, kind: 'order-notice', mail, createdAt, orderId });
  return true;
}
