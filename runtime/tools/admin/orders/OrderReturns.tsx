import type { Locale } from '../../../../rules/locale.ts';
import { fillPlaceholders } from '../../../../rules/text/fill-placeholders.ts';
import { adminPath } from '../admin-messages.ts';
import { adminDateTime } from '../admin-date-time.ts';
import type { AdminOrderDetail, AdminOrderReturn } from './admin-order-detail.ts';
import { returnMessages } from './return-messages.ts';

/** One return: what comes back and why, and the form of each step the admin may move it to. */
function ReturnCard({ lang, order, one }: { lang: Locale; order: AdminOrderDetail; one: AdminOrderReturn }) {
  const t = returnMessages[lang];
  const action = adminPath(lang, `/orders/${order.id}/returns/${one.id}`);
  const can = (code: string) => one.moves.some((move) => move.code === code);
  return (
    <article data-return={one.id} aria-labelledby={`return-${one.id}`}>
      <h3 id={`return-${one.id}`}>{fillPlaceholders(t.returnOf, { id: String(one.id) })} — <span data-return-status={one.status.code}>{one.status.value}</span></h3>
      <dl>
        <dt>{t.askedOn}</dt><dd><time dateTime={one.createdAt}>{adminDateTime(one.createdAt, lang)}</time></dd>
        {one.reason ? <><dt>{t.reason}</dt><dd>{one.reason}</dd></> : null}
        <dt>{t.products}</dt><dd><ul>{one.products.map((line, index) => <li key={index}>{line.quantity} × {line.name}</li>)}</ul></dd>
      </dl>
      {can('RECEIVED') ? (
        <form method="post" action={action} className="adm-filters">
          <input type="hidden" name="status" value="RECEIVED" />
          <button type="submit">{t.markReceived}</button>
        </form>
      ) : null}
    </article>
  );
}

/**
 * The order page's returns (issues 32 and 36): each return's step, its products and reason, and
 * the forms that move it on — received, which opens its refund in the section below.
 */
export function OrderReturns({ lang, order }: { lang: Locale; order: AdminOrderDetail }) {
  const t = returnMessages[lang];
  return (
    <section className="adm-card" aria-labelledby="order-returns" data-no-print>
      <h2 id="order-returns">{t.title}</h2>
      {order.returns.length === 0 ? <p>{t.none}</p> : order.returns.map((one) => <ReturnCard key={one.id} lang={lang} order={order} one={one} />)}
    </section>
  );
}
