import { Link, useLocation } from 'react-router';
import { BlockSection, formatDate, useSiteData, withLocalePrefix } from '../../runtime/index.ts';
import type { BlockProps } from '../../runtime/index.ts';
import { formatCents, formatDeduction, pickupInWords } from '../../rules/index.ts';
import { AccountNav } from '../account-kit/AccountNav.tsx';
import { AccountNotice } from '../account-kit/AccountNotice.tsx';
import { SignInFirst } from '../account-kit/SignInFirst.tsx';
import type { MemberOrder, OrderReturns, OrderSummary } from '../account-kit/member-order.ts';
import { useAccountText, type AccountT } from '../account-kit/use-account-text.ts';
import { OrderRefundList } from './OrderRefundList.tsx';
import type { AccountOrdersData, AccountOrdersProps } from './account-orders.block.ts';
import { ORDERS_PER_PAGE } from './orders-per-page.ts';
import '../../runtime/ui/block.css';
import '../../runtime/ui/visually-hidden.css';
import '../account-kit/account.css';

/** The member's orders, 10 a page, or one order with its lines, status history, tracking link, refunds and returns. */
export function AccountOrders({ data }: BlockProps<AccountOrdersProps, AccountOrdersData | undefined>) {
  const t = useAccountText('account-orders');
  if (!data?.signedIn) {
    return (
      <BlockSection type="account-orders">
        <SignInFirst t={t} />
      </BlockSection>
    );
  }
  return (
    <BlockSection type="account-orders">
      {data.view === 'detail' && data.guest ? null : <AccountNav t={t} />}
      {data.view === 'list' ? (
        <OrderList t={t} orders={data.orders} total={data.total} page={data.page} />
      ) : (
        <OrderDetail t={t} order={data.order} returns={data.returns} returnStatuses={data.returnStatuses} guest={data.guest === true} />
      )}
    </BlockSection>
  );
}

function OrderList({ t, orders, total, page }: { t: AccountT; orders: OrderSummary[]; total: number; page: number }) {
  const { locale } = useSiteData();
  const { pathname } = useLocation();
  const pages = Math.max(1, Math.ceil(total / ORDERS_PER_PAGE));
  if (orders.length === 0) return <p>{t('orders.empty')}</p>;
  return (
    <>
      <div className="account-table-wrap">
        <table className="account-table">
          <caption className="visually-hidden">{t('orders.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('orders.reference')}</th>
              <th scope="col">{t('orders.date')}</th>
              <th scope="col">{t('orders.status')}</th>
              <th scope="col" className="account-num">
                {t('orders.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <Link className="account-link" to={withLocalePrefix(`/account/orders/${order.id}`, locale)} aria-label={t('orders.detailOf', { reference: order.reference })}>
                    {order.reference}
                  </Link>
                </th>
                <td>
                  <time dateTime={order.createdAt}>{formatDate(order.createdAt, locale)}</time>
                </td>
                <td>
                  <span className="account-status">{order.status.value}</span>
                </td>
                <td className="account-num">{formatCents(order.total, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav className="account-pages" aria-label={t('orders.page', { page, pages })}>
          {page > 1 ? (
            <Link className="account-link" to={`${pathname}?page=${page - 1}`}>
              {t('orders.previous')}
            </Link>
          ) : null}
          <span>{t('orders.page', { page, pages })}</span>
          {page < pages ? (
            <Link className="account-link" to={`${pathname}?page=${page + 1}`}>
              {t('orders.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

function OrderDetail({ t, order, returns, returnStatuses, guest }: { t: AccountT; order: MemberOrder | null; returns: OrderReturns | null; returnStatuses: Record<string, string>; guest: boolean }) {
  const { locale } = useSiteData();
  // A guest opening a signed mail link has no account: no way back to an order list.
  const back = guest ? null : (
    <p>
      <Link className="account-link" to={withLocalePrefix('/account/orders', locale)}>
        {t('orders.back')}
      </Link>
    </p>
  );
  if (!order) {
    return (
      <>
        <AccountNotice tone="error">
          <p>{t('order.notFound')}</p>
        </AccountNotice>
        {back}
      </>
    );
  }
  const price = (cents: number) => formatCents(cents, locale);
  return (
    <>
      {back}
      <h2 className="block__title">{t('order.title', { reference: order.reference })}</h2>
      <p>
        {t('order.placed', { date: formatDate(order.createdAt, locale) })} · <span className="account-status">{order.status.value}</span>
      </p>
      <div className="account-columns">
        <div className="account-card">
          <h3>{t('order.lines')}</h3>
          <div className="account-table-wrap">
            <table className="account-table">
              <thead>
                <tr>
                  <th scope="col">{t('order.product')}</th>
                  <th scope="col" className="account-num">
                    {t('order.quantity')}
                  </th>
                  <th scope="col" className="account-num">
                    {t('order.price')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.products.map((line) => (
                  <tr key={line.id}>
                    <td>{line.name}</td>
                    <td className="account-num">{line.quantity}</td>
                    <td className="account-num">{price(line.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="account-dl">
            <dt>{t('order.subtotal')}</dt>
            <dd>{price(order.subtotal)}</dd>
            {order.discount > 0 ? (
              <>
                <dt>{t('order.discount')}</dt>
                <dd>{formatDeduction(order.discount, locale)}</dd>
              </>
            ) : null}
            <dt>{t('order.shipping')}</dt>
            <dd>{price(order.shippingFees)}</dd>
            <dt>{t('order.total')}</dt>
            <dd>{price(order.total)}</dd>
          </dl>
        </div>
        <div className="account-card">
          <h3>{t('order.history')}</h3>
          <ol className="account-history">
            {order.history.map((step, index) => (
              <li key={index}>
                <strong>{step.value}</strong> — <time dateTime={step.createdAt}>{formatDate(step.createdAt, locale)}</time>
              </li>
            ))}
          </ol>
          {order.pickup ? (
            <>
              <h3>{t('order.pickup')}</h3>
              <p className="account-pickup">
                {pickupInWords(order.pickup, locale).map((line, index) => (
                  <span key={index}>{index > 0 ? <br /> : null}{line}</span>
                ))}
              </p>
            </>
          ) : null}
          <p className="account-actions">
            {order.pickup && !order.trackingLink ? null : order.trackingLink ? (
              <a className="button button--primary" href={order.trackingLink} rel="noopener noreferrer" target="_blank">
                {t('order.tracking')}
              </a>
            ) : (
              <span>{t('order.noTracking')}</span>
            )}
          </p>
          <OrderRefundList t={t} refunds={order.refunds} locale={locale} />
          {returns?.canReturn ? (
            <p className="account-actions">
              <Link className="button button--secondary" to={withLocalePrefix(`/account/orders/${order.id}/return`, locale)}>
                {t('order.return')}
              </Link>
            </p>
          ) : null}
          {returns && returns.returns.length > 0 ? (
            <>
              <h3>{t('order.returns')}</h3>
              <ul>
                {returns.returns.map((one) => (
                  <li key={one.id}>
                    <Link className="account-link" to={withLocalePrefix(`/account/orders/${order.id}/return/${one.id}`, locale)}>
                      {t('order.returnOf', { id: one.id })}
                    </Link>{' '}
                    — {returnStatuses[one.status] ?? one.status}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
    </>
  );
}
