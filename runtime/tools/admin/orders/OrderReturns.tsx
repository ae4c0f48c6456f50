import type { Locale } from '../../../../rules/locale.ts';
import { fillPlaceholders } from '../../../../rules/text/fill-placeholders.ts';
import { adminPath } from '../admin-messages.ts';
import { adminDateTime } from '../admin-date-time.ts';
import type { AdminOrderDetail, AdminOrderReturn } from './admin-order-detail.ts';
import { returnMessages } from './return-messages.ts';
import { pickText } from '../../../../rules/text/pick-text.ts';

/** One return: what comes back and why, and the form of each step the admin may move it to. */
function ReturnCard({ lang, order, one }: { lang: Locale; order: AdminOrderDetail; one: AdminOrderReturn }) {
  const t = pickText(returnMessages, lang);
  const action = adminPath(lang, `/orders/${order.id}/returns/${one.id}`);
  const can = (code: string) => one.moves.some((move) => move.code === code);
  return (
    <article data-return={one.id} aria-labelledby={`return-${one.id}`}>
      <h3 id={`return-${one.id}`}>{fillPlaceholders(t.returnOf, { id: String(one.id) })} — <span data-return-status={one.status.code}>{one.status.value}</span></h3>
      <dl>
        <dt>{t.askedOn}</dt><dd><time dateTime={one.createdAt}>{adminDateTime(one.createdAt, lang)}</time></dd>
        {one.reason ? <><dt>{t.reason}</dt><dd>{one.reason}</dd></> : null}
        <dt>{t.products}</dt><dd><ul>{one.products.map((line, index) => <li key={index}>{line.quantity} × {line.name}</li>)}</ul></dd>
        {one.instructions ? <><dt>{t.instructions}</dt><dd data-return-instructions>{one.instructions}</dd></> : null}
        {one.label ? <><dt>{t.label}</dt><dd><a href={one.label} data-return-label>{t.label}</a></dd></> : null}
        {one.refusal ? <><dt>{t.refusedBecause}</dt><dd data-return-refusal>{one.refusal}</dd></> : null}
      </dl>
      {can('LABEL_SENT') ? (
        <form method="post" action={`${action}/label`} encType="multipart/form-data" className="adm-filters" data-return-step="LABEL_SENT">
          <label>{t.instructions}<textarea name="instructions" maxLength={2000} rows={3} aria-describedby={`return-${one.id}-instructions-hint`} /></label>
          <small id={`return-${one.id}-instructions-hint`}>{t.instructionsHint}</small>
          <label>{t.labelFile}<input type="file" name="label" accept=".pdf,.png,application/pdf,image/png" aria-describedby={`return-${one.id}-label-hint`} /></label>
          <small id={`return-${one.id}-label-hint`}>{t.labelHint}</small>
          <button type="submit">{t.sendLabel}</button>
        </form>
      ) : null}
      {can('RECEIVED') ? (
        <form method="post" action={action} className="adm-filters" data-return-step="RECEIVED">
          <input type="hidden" name="status" value="RECEIVED" />
          <button type="submit">{t.markReceived}</button>
        </form>
      ) : null}
      {can('REFUSED') ? (
        <form method="post" action={action} className="adm-filters" data-return-step="REFUSED">
          <input type="hidden" name="status" value="REFUSED" />
          <label>{t.refusal}<textarea name="reason" required maxLength={2000} rows={2} aria-describedby={`return-${one.id}-refusal-hint`} /></label>
          <small id={`return-${one.id}-refusal-hint`}>{t.refusalHint}</small>
          <button type="submit">{t.refuse}</button>
        </form>
      ) : null}
    </article>
  );
}

/**
 * The order page's returns (issues 32 and 36): each return's step, its products and reason, and
 * the forms that move it on: the label (instructions and/or a file), received (which opens its
 * refund in the section below), refused with a reason. Each move mails the customer.
 */
export function OrderReturns({ lang, order }: { lang: Locale; order: AdminOrderDetail }) {
  const t = pickText(returnMessages, lang);
  return (
    <section className="adm-card" aria-labelledby="order-returns" data-no-print>
      <h2 id="order-returns">{t.title}</h2>
      {order.returns.length === 0 ? <p>{t.none}</p> : order.returns.map((one) => <ReturnCard key={one.id} lang={lang} order={order} one={one} />)}
    </section>
  );
}
