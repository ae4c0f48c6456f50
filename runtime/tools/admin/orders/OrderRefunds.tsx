import type { Locale } from '../../../../rules/locale.ts';
import { formatCents } from '../../../../rules/shop/format-price.ts';
import { toEuros } from '../../../../rules/shop/pricing/money.ts';
import { fillPlaceholders } from '../../../../rules/text/fill-placeholders.ts';
import { adminPath } from '../admin-messages.ts';
import { adminDateTime } from '../admin-date-time.ts';
import type { AdminOrderDetail } from './admin-order-detail.ts';
import { refundMessages } from './refund-messages.ts';
import { returnMessages } from './return-messages.ts';
import { pickText } from '../../../../rules/text/pick-text.ts';

/** One refund form: what it refunds, an amount when it may be partial, and a box to tick before it goes. */
function RefundForm({ lang, order, label, reason, returnId, max, waits = null }: {
  lang: Locale; order: AdminOrderDetail; label: string; reason: 'CANCELLED' | 'RETURN'; returnId?: number; /** In cents; the form's field types euros (read back by `parseEuros`). */ max: number;
  /** Why the form cannot go yet (a return not received): shown, and the form disabled. */
  waits?: string | null;
}) {
  const r = pickText(refundMessages, lang);
  const key = returnId === undefined ? 'cancelled' : `return-${returnId}`;
  return (
    <form method="post" action={adminPath(lang, `/orders/${order.id}/refund`)} className="adm-filters" data-refund={key}>
      <p>{label}</p>
      {waits ? <p id={`${key}-waits`} data-refund-waits>{waits}</p> : null}
      <fieldset disabled={waits !== null} aria-describedby={waits ? `${key}-waits` : undefined}>
      <input type="hidden" name="reason" value={reason} />
      {returnId === undefined ? null : (
        <>
          <input type="hidden" name="returnId" value={returnId} />
          <label>{r.amount}
            <input name="amount" type="number" min="0.01" max={toEuros(max)} step="0.01" defaultValue={toEuros(max).toFixed(2)} required aria-describedby={`${key}-hint`} />
          </label>
          <small id={`${key}-hint`}>{fillPlaceholders(r.amountHint, { max: formatCents(max, lang) })}</small>
        </>
      )}
      <label><input type="checkbox" name="confirm" value="yes" required /> {r.confirm}</label>
      <button type="submit">{returnId === undefined ? `${r.refundButton} ${formatCents(max, lang)}` : r.refundButton}</button>
      </fieldset>
    </form>
  );
}

/**
 * The order page's refunds (issue #25): what was paid by card and is left, the refunds made, and
 * a form per thing that may be refunded — a cancelled order (what is left, whole) or a return (its
 * lines' value, or less) — each sent only once its confirmation box is ticked; a return's form is
 * disabled, saying why, until the return is received (issue 32).
 */
export function OrderRefunds({ lang, order }: { lang: Locale; order: AdminOrderDetail }) {
  const r = pickText(refundMessages, lang);
  const { refund } = order;
  const open = refund.returns.filter((one) => !one.refunded && one.amount > 0 && one.status.code !== 'REFUSED');
  return (
    <section className="adm-card" aria-labelledby="order-refunds" data-no-print>
      <h2 id="order-refunds">{r.title}</h2>
      {refund.provider === null ? <p>{r.notPaid}</p> : (
        <dl>
          <dt>{r.paid}</dt><dd>{formatCents(refund.paid, lang)}</dd>
          <dt>{r.left}</dt><dd data-refund-left>{formatCents(refund.left, lang)}</dd>
        </dl>
      )}
      <h3>{r.made}</h3>
      {order.refunds.length === 0 ? <p>{r.none}</p> : (
        <ul data-refunds>
          {order.refunds.map((one) => (
            <li key={one.id}><time dateTime={one.createdAt}>{adminDateTime(one.createdAt, lang)}</time> — {formatCents(one.amount, lang)} — {r[`reason_${one.reason}`]}</li>
          ))}
        </ul>
      )}
      {refund.provider !== null && !refund.cancelled && open.length === 0 && refund.left > 0 ? <p>{r.nothing}</p> : null}
      {refund.cancelled ? <RefundForm lang={lang} order={order} label={r.cancelled} reason="CANCELLED" max={refund.left} /> : null}
      {refund.provider === null ? null : open.map((one) => (
        <RefundForm key={one.id} lang={lang} order={order} reason="RETURN" returnId={one.id} max={one.amount}
          waits={one.status.code === 'RECEIVED' ? null : pickText(returnMessages, lang).waitsReceipt}
          label={fillPlaceholders(r.returnOf, { id: String(one.id), status: one.status.value, amount: formatCents(one.amount, lang) })} />
      ))}
    </section>
  );
}
