import { formatDate } from '../../runtime/index.ts';
import { formatCents } from '../../rules/index.ts';
import type { Locale } from '../../rules/locale.ts';
import type { MemberOrder } from '../account-kit/member-order.ts';
import type { AccountT } from '../account-kit/use-account-text.ts';

/** The refunds of an order in the customer's account (issue #25): when, how much, why, and the total. Nothing when there is none. */
export function OrderRefundList({ t, refunds, locale }: { t: AccountT; refunds: MemberOrder['refunds'] | undefined; locale: Locale }) {
  if (!refunds || refunds.length === 0) return null;
  const totalCents = refunds.reduce((sum, one) => sum + one.amount, 0);
  return (
    <section className="account-card" aria-labelledby="order-refunds">
      <h3 id="order-refunds">{t('order.refunds')}</h3>
      <p>{t('order.refundsIntro')}</p>
      <ul>
        {refunds.map((one) => (
          <li key={one.id}>
            <time dateTime={one.createdAt}>{formatDate(one.createdAt, locale)}</time> — {t(`order.refund.${one.reason}`)} — <strong>{formatCents(one.amount, locale)}</strong>
          </li>
        ))}
      </ul>
      {refunds.length > 1 ? <p>{t('order.refunded', { amount: formatCents(totalCents, locale) })}</p> : null}
    </section>
  );
}
