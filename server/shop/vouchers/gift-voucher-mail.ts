import type { Transaction } from 'kysely';
import { dayInWords } from '../../../rules/day-in-words.ts';
import type { Locale } from '../../../rules/locale.ts';
import { formatCents } from '../../../rules/shop/format-price.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import type { Database } from '../../db/database.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import { formatVoucherCode } from './voucher-code.ts';
import { signVoucherLink, voucherLinkKey, voucherPath } from './voucher-link.ts';
import { mailLang } from '../../mail/mail-lang.ts';
import { recipientOf } from '../mails/order-mails.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { renderMail, siteBaseUrl, siteDisplayName, type MailPart } from '../../mail/render-mail.ts';

export const GIFT_VOUCHER_WORDING = {
  subject: { fr: 'Vos bons cadeaux — commande {reference} — {site}', en: 'Your gift vouchers — order {reference} — {site}' },
  heading: { fr: 'Vos bons cadeaux', en: 'Your gift vouchers' },
  intro: {
    fr: 'Merci pour votre commande {reference}. Voici vos bons cadeaux : donnez le code, ou imprimez le bon, à la personne que vous voulez gâter.',
    en: 'Thank you for your order {reference}. Here are your gift vouchers: pass on the code, or print the voucher, for the person you want to treat.',
  },
  voucher: { fr: 'Bon cadeau {amount}', en: 'Gift voucher {amount}' },
  code: { fr: 'Code', en: 'Code' },
  message: { fr: 'Message', en: 'Message' },
  validUntil: { fr: 'Valable jusqu’au', en: 'Valid until' },
  print: { fr: 'Imprimer le bon cadeau {amount}', en: 'Print the {amount} gift voucher' },
  terms: {
    fr: 'Le bon est valable un an, sur tout voyage ou location du catalogue, en une ou plusieurs fois ; il n’est ni remboursable ni échangeable contre des espèces.',
    en: 'The voucher is valid for one year, on any trip or hire in our catalogue, in one go or several; it can be neither refunded nor exchanged for cash.',
  },
} as const;

const say = (key: keyof typeof GIFT_VOUCHER_WORDING, lang: Locale, values: Record<string, string | number> = {}) => formatMessage(GIFT_VOUCHER_WORDING[key], lang, values);

/**
 * Queues the mail that carries an order's gift vouchers (their codes, messages, validity and a
 * signed link to each printable voucher), in the customer's language, in the transaction that
 * issued them (issue-gift-vouchers.ts). No mail when the order has no address on file.
 */
export async function queueGiftVoucherMail(trx: Transaction<Database>, site: LoadedSite, orderId: number, createdAt: string): Promise<boolean> {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const to = await recipientOf(trx, order);
  if (!to) return false;
  const lang = mailLang(order.lang);
  const vouchers = await trx.selectFrom('giftVouchers').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
  if (vouchers.length === 0) return false;
  const key = await voucherLinkKey(trx, () => new Date(createdAt));
  const parts: MailPart[] = [{ paragraph: say('intro', lang, { reference: order.reference }) }];
  for (const voucher of vouchers) {
    const amount = formatCents(voucher.amountCents, lang);
    parts.push({ paragraph: say('voucher', lang, { amount }) });
    const rows: [string, string][] = [
      [say('code', lang), formatVoucherCode(voucher.code)],
      [say('validUntil', lang), dayInWords(voucher.validUntil, lang, { year: true })],
    ];
    if (voucher.message) rows.push([say('message', lang), voucher.message]);
    parts.push({ rows });
    const href = `${siteBaseUrl(site)}${voucherPath(voucher.id, signVoucherLink(key, site.idSite, voucher.id, voucher.code), lang)}`;
    parts.push({ link: { label: say('print', lang, { amount }), href } });
  }
  parts.push({ paragraph: say('terms', lang) });
  const mail = renderMail(site, lang, {
    subject: say('subject', lang, { reference: order.reference, site: siteDisplayName(site) }),
    heading: say('heading', lang),
    parts,
  });
  await queueMail(trx, { idSite: site.idSite, to, lang, kind: 'gift-voucher', mail, createdAt, orderId });
  return true;
}
