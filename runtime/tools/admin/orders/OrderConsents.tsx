import type { Locale } from '../../../../rules/locale.ts';
import { fillPlaceholders } from '../../../../rules/text/fill-placeholders.ts';
import { pickText } from '../../../../rules/text/pick-text.ts';
import { adminDateTime } from '../admin-date-time.ts';
import type { AdminOrderDetail } from './admin-order-detail.ts';
import { orderMessages } from './order-messages.ts';

/** A recorded moment as the rest of the order page writes it (« 29 nov. 2026, 10:42 », Paris time). */
const moment = (iso: string, lang: Locale) => ({ when: adminDateTime(iso, lang) });

/**
 * What the customer consented to with the order (issue 36, item 6): when the terms of sale were
 * accepted and which text (the first 8 hex characters of its sha256, the whole in the title), and
 * when the legal age was certified; the owner's proof for an authority or the customer.
 */
export function OrderConsents({ lang, order }: { lang: Locale; order: AdminOrderDetail }) {
  const t = pickText(orderMessages, lang);
  const { termsAcceptedAt, termsVersion, legalAgeConfirmedAt } = order.consents;
  return (
    <section className="adm-card" aria-labelledby="order-consents" data-consents>
      <h2 id="order-consents">{t.consents}</h2>
      {/* Its terms are long: on a phone they wrap within half the card rather than push the page sideways. */}
      <dl style={{ gridTemplateColumns: 'fit-content(45%) 1fr' }}>
        <dt>{t.saleTerms}</dt>
        <dd data-terms>
          {termsAcceptedAt ? <time dateTime={termsAcceptedAt}>{fillPlaceholders(t.termsAccepted, moment(termsAcceptedAt, lang))}</time> : t.notRecorded}
          {termsVersion ? <>{'\u00a0· '}<code style={{ whiteSpace: 'nowrap' }} title={fillPlaceholders(t.termsVersionFull, { version: termsVersion })}>{fillPlaceholders(t.termsVersion, { version: termsVersion.slice(0, 8) })}</code></> : null}
        </dd>
        <dt>{t.legalAge}</dt>
        <dd data-legal-age>
          {legalAgeConfirmedAt ? <time dateTime={legalAgeConfirmedAt}>{fillPlaceholders(t.legalAgeCertified, moment(legalAgeConfirmedAt, lang))}</time> : t.legalAgeNotAsked}
        </dd>
      </dl>
    </section>
  );
}
