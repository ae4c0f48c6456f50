import type { Transaction } from 'kysely';
import { toEuros } from '../../../rules/shop/pricing/money.ts';
import { fillPlaceholders } from '../../../rules/text/fill-placeholders.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { siteMailLang } from '../../content/company-mail.ts';
import { siteParameter } from '../../content/site-parameter.ts';
import type { Database } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import { queueCompanyNotice } from '../../mail/company-notice.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

const wording = {
  MISMATCH: {
    fr: 'Paiement {provider} {ref} pour la commande {reference} : {paid} {currency} reçus au lieu de {due} EUR. La commande reste impayée ; vérifiez le paiement chez le prestataire et remboursez-le si besoin.',
    en: 'Payment {provider} {ref} for order {reference}: {paid} {currency} received instead of {due} EUR. The order stays unpaid; check the payment at the provider and refund it if needed.',
  },
  NOT_PAYABLE: {
    fr: 'Paiement {provider} {ref} réussi pour la commande {reference}, qui est {status} : remboursez-le chez le prestataire.',
    en: 'Payment {provider} {ref} succeeded for order {reference}, which is {status}: refund it at the provider.',
  },
  OUT_OF_STOCK: {
    fr: 'Paiement {provider} {ref} pour la commande {reference} ({status}) reçu après que ses produits ont été vendus à d’autres clients : {paid} {currency} sont remboursés automatiquement au client, prévenu par courriel. Vérifiez le remboursement chez le prestataire.',
    en: 'Payment {provider} {ref} for order {reference} ({status}) arrived after its products were sold to other customers: {paid} {currency} are refunded automatically to the customer, who is told by mail. Check the refund at the provider.',
  },
  DUPLICATE: {
    fr: 'Paiement {provider} {ref} reçu pour la commande {reference}, déjà payée : ce second paiement de {paid} {currency} est remboursé automatiquement au client. Vérifiez le remboursement chez le prestataire.',
    en: 'Payment {provider} {ref} received for order {reference}, which was paid already: this second payment of {paid} {currency} is refunded automatically to the customer. Check the refund at the provider.',
  },
  subject: { fr: 'Alerte paiement — commande {reference}', en: 'Payment alert — order {reference}' },
} as const;

export interface PaymentAlert {
  kind: 'MISMATCH' | 'NOT_PAYABLE' | 'OUT_OF_STOCK' | 'DUPLICATE';
  reference: string;
  provider: string;
  ref: string;
  paidCents: number;
  currency: string;
  dueCents: number;
  status: string;
}

/**
 * Tells the shop's owner about money that did not settle an order (an amount or currency that is
 * not the order's, a payment of an order cancelled or paid already, a payment of units sold to
 * others meanwhile, refunded at once): an error in the log and a
 * mail to `COMPANY_EMAIL` in the site's language, queued in the settlement's transaction.
 */
export async function alertPayment(trx: Transaction<Database>, site: LoadedSite, log: Logger, alert: PaymentAlert, createdAt: string): Promise<void> {
  const values = {
    reference: alert.reference, provider: alert.provider, ref: alert.ref, currency: alert.currency, status: alert.status,
    paid: toEuros(alert.paidCents).toFixed(2), due: toEuros(alert.dueCents).toFixed(2),
  };
  log.error(fillPlaceholders(wording[alert.kind].en, values));
  const to = String(siteParameter(site.parameters, 'COMPANY_EMAIL') ?? '').trim();
  if (to === '') return;
  const lang = siteMailLang(site);
  const text = { subject: fillPlaceholders(pickText(wording.subject, lang), values), body: fillPlaceholders(pickText(wording[alert.kind], lang), values) };
  await queueCompanyNotice(trx, { site, lang, to, kind: 'payment-alert', text, createdAt });
}
