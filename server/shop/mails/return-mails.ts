import type { Transaction } from 'kysely';
import { withLocalePrefix } from '../../../rules/locale-path.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { siteMailLang } from '../../content/company-mail.ts';
import { siteParameter } from '../../content/site-parameter.ts';
import type { Database } from '../../db/database.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import type { Locale } from '../../../rules/locale.ts';
import { returnStatusLabel } from '../order-model/return-steps.ts';
import { queueCompanyNotice } from '../../mail/company-notice.ts';
import { mailLang } from '../../mail/mail-lang.ts';
import { recipientOf } from './order-mails.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { renderMail, siteBaseUrl, type MailPart } from '../../mail/render-mail.ts';

const wording = {
  subject: { fr: 'Retour n° {id} de la commande {reference} : {status}', en: 'Return no. {id} of order {reference}: {status}' },
  ASKED_heading: { fr: 'Nous avons reçu votre demande de retour', en: 'We have received your return request' },
  ASKED_intro: {
    fr: 'Votre demande de retour n° {id} pour la commande {reference} est enregistrée. Nous vous envoyons l’étiquette et les instructions de retour par e-mail.',
    en: 'Your return request no. {id} for order {reference} is recorded. We will send you the return label and instructions by e-mail.',
  },
  LABEL_SENT_heading: { fr: 'Comment nous renvoyer vos produits', en: 'How to send your products back' },
  LABEL_SENT_intro: { fr: 'Voici les instructions du retour n° {id} (commande {reference}).', en: 'Here are the instructions for return no. {id} (order {reference}).' },
  label: { fr: 'Télécharger l’étiquette de retour', en: 'Download the return label' },
  RECEIVED_heading: { fr: 'Nous avons reçu vos produits', en: 'We have received your products' },
  RECEIVED_intro: {
    fr: 'Les produits du retour n° {id} (commande {reference}) sont arrivés. Nous les vérifions et vous remboursons ; un e-mail vous le confirmera.',
    en: 'The products of return no. {id} (order {reference}) have arrived. We check them and refund you; an e-mail will confirm it.',
  },
  REFUSED_heading: { fr: 'Votre retour est refusé', en: 'Your return is refused' },
  REFUSED_intro: { fr: 'Nous ne pouvons pas accepter le retour n° {id} de la commande {reference}, pour la raison suivante :', en: 'We cannot accept return no. {id} of order {reference}, for this reason:' },
  seeReturn: { fr: 'Voir mon retour', en: 'See my return' },
  noticeSubject: { fr: 'Demande de retour n° {id} — commande {reference}', en: 'Return request no. {id} — order {reference}' },
  noticeBody: {
    fr: 'Un client demande un retour pour la commande {reference} :\n{lines}\nMotif : {reason}\n\nTraitez-le depuis la page de la commande : {url}',
    en: 'A customer asks to return products of order {reference}:\n{lines}\nReason: {reason}\n\nHandle it from the order’s page: {url}',
  },
} as const;

const say = (key: keyof typeof wording, lang: Locale, values: Record<string, string | number> = {}) => formatMessage(wording[key], lang, values);

/** The steps that mail the customer; REFUNDED is the refund's own mail (order-mails.ts). */
type MailedStep = 'ASKED' | 'LABEL_SENT' | 'RECEIVED' | 'REFUSED';

/**
 * Queues the customer's mail of a return's step, in the order's language, in the transaction that
 * moved it: what happens next, the admin's instructions and the label's signed link (label step),
 * or the reason (refused); with a link to the return's page in the account.
 */
export async function queueReturnMail(trx: Transaction<Database>, site: LoadedSite, returnId: number, createdAt: string, labelUrl: string | null = null): Promise<boolean> {
  const row = await trx.selectFrom('orderReturns').innerJoin('orders', 'orders.id', 'orderReturns.orderId')
    .select(['orderReturns.status', 'orderReturns.instructions', 'orderReturns.refusal', 'orders.id as orderId', 'orders.reference', 'orders.lang', 'orders.userId', 'orders.email'])
    .where('orderReturns.id', '=', returnId).executeTakeFirstOrThrow();
  const step = row.status as MailedStep;
  if (!['ASKED', 'LABEL_SENT', 'RECEIVED', 'REFUSED'].includes(step)) return false;
  const to = await recipientOf(trx, row);
  if (!to) return false;
  const lang = mailLang(row.lang);
  const values = { id: String(returnId), reference: row.reference, status: returnStatusLabel(step, lang) };
  const parts: MailPart[] = [{ paragraph: say(`${step}_intro`, lang, values) }];
  if (step === 'LABEL_SENT' && row.instructions) parts.push({ paragraph: row.instructions });
  if (step === 'LABEL_SENT' && labelUrl) parts.push({ link: { label: say('label', lang), href: labelUrl } });
  if (step === 'REFUSED' && row.refusal) parts.push({ paragraph: row.refusal });
  parts.push({ link: { label: say('seeReturn', lang), href: `${siteBaseUrl(site)}${withLocalePrefix(`/account/orders/${row.orderId}/return/${returnId}`, lang)}` } });
  const mail = renderMail(site, lang, { subject: say('subject', lang, values), heading: say(`${step}_heading`, lang), parts });
  await queueMail(trx, { idSite: site.idSite, to, lang, kind: 'order-return', mail, createdAt });
  return true;
}

/** Queues the shop's mail (`COMPANY_EMAIL`, the site's language) of a return just asked, in the transaction that recorded it. */
export async function queueReturnNotice(trx: Transaction<Database>, site: LoadedSite, returnId: number, createdAt: string): Promise<boolean> {
  const to = String(siteParameter(site.parameters, 'COMPANY_EMAIL') ?? '').trim();
  if (to === '') return false;
  const lang = siteMailLang(site);
  const row = await trx.selectFrom('orderReturns').innerJoin('orders', 'orders.id', 'orderReturns.orderId')
    .select(['orderReturns.reason', 'orders.id as orderId', 'orders.reference']).where('orderReturns.id', '=', returnId).executeTakeFirstOrThrow();
  const lines = await trx.selectFrom('orderReturnLines').innerJoin('orderLines', 'orderLines.id', 'orderReturnLines.orderLineId')
    .select(['orderReturnLines.quantity', 'orderLines.name']).where('orderReturnLines.returnId', '=', returnId).orderBy('orderReturnLines.id').execute();
  const url = `${siteBaseUrl(site)}${withLocalePrefix(`/admin/orders/${row.orderId}`, lang)}`;
  const values = { id: String(returnId), reference: row.reference, lines: lines.map((line) => `- ${line.quantity} × ${line.name}`).join('\n'), reason: row.reason ?? '—', url };
  await queueCompanyNotice(trx, { site, lang, to, kind: 'return-notice', text: { subject: say('noticeSubject', lang, values), body: say('noticeBody', lang, values) }, createdAt });
  return true;
}
