import { dayInWords } from '../../../../rules/day-in-words.ts';
import { fillPlaceholders } from '../../../../rules/text/fill-placeholders.ts';
import { formatCents } from '../../../../rules/shop/format-price.ts';
import { formatDeduction } from '../../../../rules/shop/format-deduction.ts';
import type { Locale } from '../../../../rules/locale.ts';
import { adminPath } from '../admin-messages.ts';
import type { AdminOrderAddress, AdminOrderDetail } from './admin-order-detail.ts';
import { orderMessages } from './order-messages.ts';
import { pickText } from '../../../../rules/text/pick-text.ts';

/** On paper, an order page keeps the order and drops the panel's chrome and the status form. */
export const ORDER_PRINT_CSS = '@media print{.adm-top,[data-no-print]{display:none!important}.adm-card{box-shadow:none;border:1px solid #999}body{background:#fff}}';

/** A calendar date (`YYYY-MM-DD`) in words with its year, e.g. « mardi 1er décembre 2026 » (rules' dayInWords, as on the customer's pages and mails). */
function dayWithYear(date: string, lang: Locale): string {
  return dayInWords(date, lang, { year: true });
}

function AddressLines({ address }: { address: AdminOrderAddress }) {
  return (
    <address data-address>
      {`${address.firstname} ${address.lastname}`}<br />
      {address.firstPart}{address.secondPart ? <><br />{address.secondPart}</> : null}<br />
      {`${address.postalCode} ${address.city}`} · {address.country}
    </address>
  );
}

/** Who ordered, and how and where the order leaves: what a shop employee needs to ship or hand it over. */
export function OrderCustomerAndDelivery({ lang, order }: { lang: Locale; order: AdminOrderDetail }) {
  const t = pickText(orderMessages, lang);
  const { customer, pickup } = order;
  return (
    <>
      <section className="adm-card" aria-labelledby="order-customer" data-customer>
        <h2 id="order-customer">{t.customer}</h2>
        <p>{customer.guest ? t.guestOrder : t.memberOrder}</p>
        <dl>
          <dt>{t.name}</dt><dd>{customer.name}</dd>
          <dt>{t.email}</dt><dd>{customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : null}</dd>
          <dt>{t.phone}</dt><dd>{customer.phone ? <a href={`tel:${customer.phone.replace(/\s/g, '')}`}>{customer.phone}</a> : null}</dd>
        </dl>
      </section>
      <section className="adm-card" aria-labelledby="order-delivery" data-delivery>
        <h2 id="order-delivery">{t.delivery}</h2>
        <dl>
          <dt>{t.deliveryType}</dt><dd data-delivery-type={order.deliveryType.code}>{order.deliveryType.value}</dd>
          {order.carrier ? <><dt>{t.carrier}</dt><dd data-carrier>{order.carrier.name ?? order.carrier.serviceCode}</dd></> : null}
          {order.relayPoint ? <><dt>{t.relayPoint}</dt><dd data-relay-point>{order.relayPoint.name}<br />{order.relayPoint.address}</dd></> : null}
          {pickup ? (
            <><dt>{t.pickup}</dt><dd data-pickup>
              {pickup.opens && pickup.closes ? fillPlaceholders(t.pickupSlot, { date: dayWithYear(pickup.date, lang), opens: pickup.opens, closes: pickup.closes }) : dayWithYear(pickup.date, lang)}
              {pickup.place ? <><br />{pickup.place.name}, {pickup.place.address}</> : null}
            </dd></>
          ) : null}
          {order.addresses.delivery ? <><dt>{t.address}</dt><dd><AddressLines address={order.addresses.delivery} /></dd></> : null}
          {order.message ? <><dt>{t.message}</dt><dd data-message>{order.message}</dd></> : null}
        </dl>
      </section>
    </>
  );
}

/** An uploaded file of a line (e.g. the logo to engrave): a link, with a thumbnail when it is an image. */
function FileAnswer({ lang, orderId, fileId, name }: { lang: Locale; orderId: number; fileId: string; name: string }) {
  const href = adminPath(lang, `/orders/${orderId}/file/${fileId}`);
  return (
    <a href={href} data-file={fileId}>
      {/\.(png|jpe?g|gif|webp)$/i.test(name) ? <img src={href} alt="" width={64} height={64} style={{ objectFit: 'contain', verticalAlign: 'middle', marginRight: 6 }} /> : null}
      {pickText(orderMessages, lang).file} « {name} »
    </a>
  );
}

/** The order's lines with their personalisation in words; with prices unless on the packing slip. */
export function OrderLines({ lang, order, prices }: { lang: Locale; order: AdminOrderDetail; prices: boolean }) {
  const t = pickText(orderMessages, lang);
  return (
    <div className="adm-table">
      <table data-lines>
        <thead><tr>
          <th scope="col">{t.reference}</th><th scope="col">{t.product}</th><th scope="col">{t.quantity}</th>
          <th scope="col">{t.personalisation}</th>{prices ? <th scope="col">{t.total}</th> : <th scope="col">{t.prepared}</th>}
        </tr></thead>
        <tbody>{order.products.map((line) => {
          const answers = order.customizations[String(line.id)] ?? [];
          return (
            <tr key={line.id}>
              <td data-label={t.reference}>{line.reference}</td><td data-label={t.product}>{line.name}</td><td data-label={t.quantity}>{line.quantity}</td>
              <td data-label={t.personalisation} data-customizations>{answers.length === 0 ? t.noPersonalisation : (
                <ul>{answers.map((answer, index) => <li key={index}>{answer.label ? `${answer.label} : ` : ''}{answer.fileId ? <FileAnswer lang={lang} orderId={order.id} fileId={answer.fileId} name={answer.display ?? ''} /> : <strong>{answer.display}</strong>}</li>)}</ul>
              )}</td>
              {prices ? <td data-label={t.total}>{formatCents(line.total, lang)}</td> : <td data-label={t.prepared}>☐</td>}
            </tr>
          );
        })}</tbody>
        {prices ? (
          <tfoot>
            <tr><th scope="row" colSpan={4}>{t.subtotal}</th><td>{formatCents(order.subtotal, lang)}</td></tr>
            {order.discount > 0 ? <tr><th scope="row" colSpan={4}>{t.discount}</th><td>{formatDeduction(order.discount, lang)}</td></tr> : null}
            <tr><th scope="row" colSpan={4}>{t.shipping}</th><td>{formatCents(order.shippingFees, lang)}</td></tr>
            <tr><th scope="row" colSpan={4}>{t.total}</th><td data-total>{formatCents(order.total, lang)}</td></tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
