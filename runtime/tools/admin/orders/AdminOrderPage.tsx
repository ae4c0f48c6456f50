import { fillPlaceholders } from '../../../../rules/text/fill-placeholders.ts';
import type { Locale } from '../../../../rules/locale.ts';
import { AdminShell } from '../AdminShell.tsx';
import { adminMessages, adminPath } from '../admin-messages.ts';
import { formatPrice } from '../../../../rules/shop/format-price.ts';
import { adminDateTime } from '../admin-date-time.ts';

export interface AdminOrderDetail {
  id: number;
  reference: string;
  createdAt: string;
  status: { code: string; value: string };
  total: number;
  deliveryType: string;
  customer: { email: string; name: string } | null;
  phone: string;
  products: readonly { id: number; name: string; quantity: number; total: number }[];
  history: readonly { code: string; value: string; createdAt: string }[];
  nextStatuses: readonly { code: string; value: string }[];
  tracking: { trackingNumber: string | null; url: string | null };
}

/** `/admin/orders/{id}`: one order, its history, its tracking link and the status form (decision 0009's transitions). */
export function AdminOrderPage({ lang, siteName, order, notice, error }: { lang: Locale; siteName: string; order: AdminOrderDetail; notice: string | null; error: string | null }) {
  const t = adminMessages[lang];
  return (
    <AdminShell lang={lang} siteName={siteName} title={fillPlaceholders(t.orderTitle, { reference: order.reference })} rest={`/orders/${order.id}`}>
      <p><a href={adminPath(lang, '/orders')}>{t.allOrders}</a></p>
      {notice ? <p className="adm-note" role="status">{notice}</p> : null}
      {error ? <p className="adm-note adm-error" role="alert">{error}</p> : null}
      <section className="adm-card" aria-labelledby="order-summary">
        <h2 id="order-summary">{t.status} : <span data-status={order.status.code}>{order.status.value}</span></h2>
        <dl>
          <dt>{t.date}</dt><dd><time dateTime={order.createdAt}>{adminDateTime(order.createdAt, lang)}</time></dd>
          <dt>{t.customer}</dt><dd>{order.customer ? `${order.customer.name} <${order.customer.email}>` : t.guest} · {order.phone}</dd>
          <dt>{t.delivery}</dt><dd>{order.deliveryType}</dd>
          <dt>{t.total}</dt><dd>{formatPrice(order.total, lang)}</dd>
          <dt>{t.tracking}</dt>
          <dd data-tracking>{order.tracking.url ? <a href={order.tracking.url} rel="noopener noreferrer" target="_blank">{order.tracking.trackingNumber}</a> : order.tracking.trackingNumber ?? t.noTracking}</dd>
        </dl>
      </section>
      <section className="adm-card" aria-labelledby="order-status-form">
        <h2 id="order-status-form">{t.changeStatus}</h2>
        {order.nextStatuses.length === 0 ? <p>{t.final}</p> : (
          <form method="post" action={adminPath(lang, `/orders/${order.id}`)} className="adm-filters">
            <label>{t.newStatus}
              <select name="status" required>
                {order.nextStatuses.map((status) => <option key={status.code} value={status.code}>{status.value}</option>)}
              </select>
            </label>
            <label>{t.trackingNumber}<input name="trackingNumber" maxLength={100} defaultValue={order.tracking.trackingNumber ?? ''} /></label>
            <button type="submit">{t.save}</button>
          </form>
        )}
      </section>
      <section className="adm-card" aria-labelledby="order-products">
        <h2 id="order-products">{t.products}</h2>
        <div className="adm-table">
          <table>
            <thead><tr><th scope="col">{t.products}</th><th scope="col">{t.quantity}</th><th scope="col">{t.total}</th></tr></thead>
            <tbody>{order.products.map((line) => <tr key={line.id}><td>{line.name}</td><td>{line.quantity}</td><td>{formatPrice(line.total, lang)}</td></tr>)}</tbody>
          </table>
        </div>
      </section>
      <section className="adm-card" aria-labelledby="order-history">
        <h2 id="order-history">{t.history}</h2>
        <ol>{order.history.map((step, index) => <li key={index}><time dateTime={step.createdAt}>{adminDateTime(step.createdAt, lang)}</time> — {step.value}</li>)}</ol>
      </section>
    </AdminShell>
  );
}
