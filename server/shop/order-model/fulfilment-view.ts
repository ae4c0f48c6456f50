import type { Kysely } from 'kysely';
import type { AccessPoint } from '../../../schemas/shipping/access-points.schema.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import type { Database } from '../../db/database.ts';
import { displayedAnswers } from '../cart/answer-display.ts';
import type { CustomizationAnswer } from '../catalogue/customization-answers.ts';
import { customizationsOfProduct } from '../catalogue/customizations.ts';
import type { Locale } from '../../../rules/locale.ts';
import { deliveryTypeView } from './delivery-type-label.ts';
import type { OrderRow } from './order-row.ts';
import { pickupSlot } from './pickup-slot.ts';

/**
 * What a shop employee needs to prepare, ship or hand over an order (issue #24): the customer
 * (a guest's name from the billing address and the e-mail given), the delivery type in words,
 * the relay point, the pickup slot, and each line's customization answers in words.
 */
export async function fulfilmentView(db: Kysely<Database>, site: LoadedSite, order: OrderRow, lang: Locale) {
  const [lines, billing, member] = await Promise.all([
    db.selectFrom('orderLines').select(['id', 'idProduct', 'customizations']).where('orderId', '=', order.id).orderBy('id').execute(),
    db.selectFrom('orderAddresses').select(['firstname', 'lastname']).where('orderId', '=', order.id).where('kind', '=', 'BILLING').executeTakeFirst(),
    order.userId === null ? undefined : db.selectFrom('users').select(['email', 'firstname', 'lastname']).where('id', '=', order.userId).executeTakeFirst(),
  ]);
  const named = member ?? (billing ? { email: order.email ?? '', ...billing } : undefined);
  const point = order.accessPoint ? (JSON.parse(order.accessPoint) as AccessPoint) : null;
  return {
    customer: {
      guest: order.userId === null,
      name: named ? `${named.firstname} ${named.lastname}`.trim() : '',
      email: member?.email ?? order.email ?? '',
      phone: order.phone,
    },
    deliveryType: deliveryTypeView(order.deliveryType, lang),
    relayPoint: point ? { name: point.name, address: `${point.addLine1}, ${point.zipCode} ${point.city}` } : null,
    pickup: pickupSlot(site, order),
    customizations: Object.fromEntries(lines.map((line) => [
      line.id,
      displayedAnswers(customizationsOfProduct(site, line.idProduct), JSON.parse(line.customizations) as CustomizationAnswer[], lang)
        .filter((answer) => answer.display !== null)
        .map((answer) => ({ label: answer.label, display: answer.display, fileId: answer.fileId ?? null })),
    ])),
  };
}
