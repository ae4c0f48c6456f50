import { fillPlaceholders } from '../../../../rules/text/fill-placeholders.ts';
import type { Locale } from '../../../../rules/locale.ts';
import { AdminShell } from '../AdminShell.tsx';
import { adminMessages, adminPath } from '../admin-messages.ts';
import { formatCents } from '../../../../rules/shop/format-price.ts';
import { adminDateTime } from '../admin-date-time.ts';
import type { AdminOrderDetail } from './admin-order-detail.ts';
import { orderMessages } from './order-messages.ts';
import { OrderRefunds } from './OrderRefunds.tsx';
import { OrderReturns } from './OrderReturns.tsx';
import { OrderConsents } from './OrderConsents.tsx';
import { ORDER_PRINT_CSS, OrderCustomerAndDelivery, OrderLines } from './OrderFulfilment.tsx';
import { pickText } from '../../../../rules/text/pick-text.ts';

export type { AdminOrderDetail } from './admin-order-detail.ts';

/**
 * `/admin/orders/{id}`: everything to prepare, ship or hand over one order (customer, delivery,
 * lines with their personalisation, totals), its tracking, history and the status form
 * (decision 0009's transitions), its refunds and the customer's consents; printable, and with a packing slip without prices.
 */
export function AdminOrderPage({ lang, siteName, order, notice, error }: { lang: Locale; siteName: string; order: AdminOrderDetail; notice: string | null; error: string | null }) {
  const t = pickText(adminMessages, lang);
  const o = pickText(orderMessages, lang);
  return (
    <AdminShell lang={lang} siteName={siteName} title={fillPlaceholders(t.orderTitle, { reference: order.reference })} rest={`/orders/${order.id}`}>
      <style dangerouslySetInnerHTML={{ __html: ORDER_PRINT_CSS }} />
      <p data-no-print><a href={adminPath(lang, '/orders')}>{t.allOrders}</a> · <a href={adminPath(lang, `/orders/${order.id}/packing-slip`)}>{o.packingSlip}</a></p>
      {notice ? <p className="adm-note" role="status">{notice}</p> : null}
      {error ? <p className="adm-note adm-error" role="alert">{error}</p> : null}
      <section className="adm-card" aria-labelledby="order-summary">
        <h2 id="order-summary">{t.status} : <span data-status={order.status.code}>{order.status.value}</span></h2>
        <dl>
          <dt>{t.date}</dt><dd><time dateTime={order.createdAt}>{adminDateTime(order.createdAt, lang)}</time></dd>
          <dt>{t.total}</dt><dd>{formatCents(order.total, lang)}</dd>
          <dt>{o.trackingLink}</dt>
          <dd data-tracking>{order.tracking.url ? <a href={order.tracking.url} rel="noopener noreferrer" target="_blank">{order.tracking.trackingNumber}</a> : order.tracking.trackingNumber ?? o.noTracking}</dd>
        </dl>
      </section>
      <OrderCustomerAndDelivery lang={lang} order={order} />
      <section className="adm-card" aria-labelledby="order-products">
        <h2 id="order-products">{t.products}</h2>
        <OrderLines lang={lang} order={order} prices />
      </section>
      <section className="adm-card" aria-labelledby="order-status-form" data-no-print>
        <h2 id="order-status-form">{t.changeStatus}</h2>
        {order.nextStatuses.length === 0 ? <p>{t.final}</p> : (
          <form method="post" action={adminPath(lang, `/orders/${order.id}`)} className="adm-filters">
            <label>{t.newStatus}
              <select name="status" required>
                {order.nextStatuses.map((status) => <option key={status.code} value={status.code}>{status.value}</option>)}
              </select>
            </label>
            <label>{o.trackingField}<input name="trackingNumber" maxLength={100} defaultValue={order.tracking.trackingNumber ?? ''} aria-describedby="tracking-hint" /></label>
            <small id="tracking-hint">{o.trackingHint}</small>
            <button type="submit">{t.save}</button>
          </form>
        )}
      </section>
      <OrderReturns lang={lang} order={order} />
      <OrderRefunds lang={lang} order={order} />
      <OrderConsents lang={lang} order={order} />
      <section className="adm-card" aria-labelledby="order-history">
        <h2 id="order-history">{t.history}</h2>
        <ol>{order.history.map((step, index) => <li key={index}><time dateTime={step.createdAt}>{adminDateTime(step.createdAt, lang)}</time> — {step.value}</li>)}</ol>
      </section>
    </AdminShell>
  );
}
