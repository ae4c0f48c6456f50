import { fillPlaceholders } from '../../../../rules/text/fill-placeholders.ts';
import { formatCents } from '../../../../rules/shop/format-price.ts';
import { adminDateTime } from '../admin-date-time.ts';
import type { Locale } from '../../../../rules/locale.ts';
import { AdminShell } from '../AdminShell.tsx';
import { adminMessages, adminPath } from '../admin-messages.ts';
import { returnMessages } from './return-messages.ts';
import { pickText } from '../../../../rules/text/pick-text.ts';
import type { InCents } from '../../../../schemas/api/euros.ts';
import type { AdminOrderItem as ServedAdminOrderItem } from '../../../../schemas/api/shop/admin-order-contracts.ts';

/** A line of GET /admin/orders (its contract's answer), the parts the list shows; `openReturns`: returns the shop has not finished, flagged. */
export type AdminOrderItem = Pick<InCents<ServedAdminOrderItem>, 'id' | 'reference' | 'createdAt' | 'status' | 'total' | 'customer' | 'openReturns'>;

export interface AdminOrdersProps {
  lang: Locale;
  siteName: string;
  items: readonly AdminOrderItem[];
  total: number;
  page: number;
  perPage: number;
  statuses: readonly { code: string; value: string }[];
  /** `returns` is `open` to list only the orders with an open return. */
  filters: { status: string; from: string; to: string; returns: string };
  error: string | null;
}

/** `/admin/orders`: the site's orders, newest first, filtered by status, dates and open returns; an open return is flagged. */
export function AdminOrdersPage(props: AdminOrdersProps) {
  const { lang } = props;
  const t = pickText(adminMessages, lang);
  const r = pickText(returnMessages, lang);
  const pages = Math.max(1, Math.ceil(props.total / props.perPage));
  const query = (page: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(props.filters)) if (value) params.set(key, value);
    if (page > 1) params.set('page', String(page));
    const text = params.toString();
    return `${adminPath(lang, '/orders')}${text ? `?${text}` : ''}`;
  };
  return (
    <AdminShell lang={lang} siteName={props.siteName} title={t.ordersTitle} rest="/orders">
      <form method="get" action={adminPath(lang, '/orders')} className="adm-filters">
        <label>{t.status}
          <select name="status" defaultValue={props.filters.status}>
            <option value="">{t.all}</option>
            {props.statuses.map((status) => <option key={status.code} value={status.code}>{status.value}</option>)}
          </select>
        </label>
        <label>{t.from}<input type="date" name="from" defaultValue={props.filters.from} /></label>
        <label>{t.to}<input type="date" name="to" defaultValue={props.filters.to} /></label>
        <label className="adm-check"><input type="checkbox" name="returns" value="open" defaultChecked={props.filters.returns === 'open'} /> {r.onlyOpenReturns}</label>
        <button type="submit">{t.filter}</button>
      </form>
      {props.error ? <p className="adm-note adm-error" role="alert">{props.error}</p> : null}
      <section className="adm-card" aria-labelledby="orders-count">
        <h2 id="orders-count">{fillPlaceholders(t.count, { n: props.total })}</h2>
        {props.items.length === 0 ? <p>{t.noOrders}</p> : (
          <div className="adm-table">
            <table>
              <thead><tr><th scope="col">{t.reference}</th><th scope="col">{t.date}</th><th scope="col">{t.customer}</th><th scope="col">{t.status}</th><th scope="col">{t.total}</th></tr></thead>
              <tbody>
                {props.items.map((order) => (
                  <tr key={order.id}>
                    <td><a href={adminPath(lang, `/orders/${order.id}`)}>{order.reference}</a></td>
                    <td><time dateTime={order.createdAt}>{adminDateTime(order.createdAt, lang)}</time></td>
                    <td>{order.customer ? <>{order.customer.name}<br /><span className="adm-muted">{order.customer.email}</span></> : t.guest}</td>
                    <td data-status={order.status.code}>{order.status.value}
                      {order.openReturns > 0 ? <><br /><span className="adm-badge adm-changed" data-open-returns={order.openReturns}>{r.openReturns}{order.openReturns > 1 ? ` ×${order.openReturns}` : ''}</span></> : null}
                    </td>
                    <td>{formatCents(order.total, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pages > 1 ? (
          <nav aria-label={fillPlaceholders(t.page, { page: props.page, pages })}>
            <p>
              {props.page > 1 ? <a href={query(props.page - 1)}>{t.previous}</a> : null}{' '}
              {fillPlaceholders(t.page, { page: props.page, pages })}{' '}
              {props.page < pages ? <a href={query(props.page + 1)}>{t.next}</a> : null}
            </p>
          </nav>
        ) : null}
      </section>
    </AdminShell>
  );
}
