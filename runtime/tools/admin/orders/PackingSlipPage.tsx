import { fillPlaceholders } from '../../../../rules/text/fill-placeholders.ts';
import type { Locale } from '../../../../rules/locale.ts';
import { AdminShell } from '../AdminShell.tsx';
import { adminPath } from '../admin-messages.ts';
import type { AdminOrderDetail } from './admin-order-detail.ts';
import { orderMessages } from './order-messages.ts';
import { ORDER_PRINT_CSS, OrderCustomerAndDelivery, OrderLines } from './OrderFulfilment.tsx';
import { pickText } from '../../../../rules/text/pick-text.ts';


/** `/admin/orders/{id}/packing-slip`: the order to prepare on paper — customer, delivery, lines and their personalisation, no prices. */
export function PackingSlipPage({ lang, siteName, order }: { lang: Locale; siteName: string; order: AdminOrderDetail }) {
  const t = pickText(orderMessages, lang);
  return (
    <AdminShell lang={lang} siteName={siteName} title={fillPlaceholders(t.packingSlipTitle, { reference: order.reference })} rest={`/orders/${order.id}/packing-slip`}>
      <style dangerouslySetInnerHTML={{ __html: ORDER_PRINT_CSS }} />
      <p data-no-print><a href={adminPath(lang, `/orders/${order.id}`)}>{t.backToOrder}</a> · {t.print}</p>
      <OrderCustomerAndDelivery lang={lang} order={order} />
      <section className="adm-card" aria-labelledby="slip-lines">
        <h2 id="slip-lines">{t.packingSlip}</h2>
        <OrderLines lang={lang} order={order} prices={false} />
      </section>
    </AdminShell>
  );
}
