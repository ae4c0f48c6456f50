import type { Locale } from '../../../rules/locale.ts';
import { formatCents } from '../../../rules/shop/format-price.ts';
import { parameterCents, parameterNumber, parameterString, type ParameterList } from '../../ui/theme/parameter-value.ts';
import { cardSchemesOf, paymentProviderName, type CardScheme } from './card-schemes.ts';
import type { DayRange } from './delivery-day-range.ts';
import { reassuranceText } from './reassurance-messages.ts';

export interface ReassuranceInput {
  parameters: ParameterList;
  /** The site offers click-and-collect (the cart answer's `canCollect`). */
  canCollect: boolean;
  /** The cart holds nothing to ship (gift vouchers). */
  nothingToShip: boolean;
  /** Working days of a home delivery (deliveryDayRange of `GET /shipping/rates`); null when unknown. */
  deliveryDays: DayRange | null;
}

/** One promise of the list: its heading and its sentences, in the page's language. */
export interface ReassuranceItem {
  kind: 'delivery' | 'returns' | 'payment';
  title: string;
  lines: string[];
}

export interface Reassurance {
  items: ReassuranceItem[];
  /** The card schemes the configured provider takes (their logos go with the payment promise). */
  schemes: readonly CardScheme[];
}

/**
 * What the cart and the payment step promise, read from the site's own settings, never written
 * in: the delivery days of its carriers, FREE_SHIPPING_PRICE / FREE_SHIPPING_BOTTLES,
 * click-and-collect and CLICK_AND_COLLECT_DELAY_HOURS; RETURN_DAYS and RETURN_FEES (0 days: no
 * returns promise); the PAYMENT_METHOD's provider and card schemes (decision 0071).
 */
export function reassurance(input: ReassuranceInput, locale: Locale): Reassurance {
  const { parameters } = input;
  const say = (id: Parameters<typeof reassuranceText>[1], values?: Record<string, string | number>) => reassuranceText(locale, id, values);
  const items: ReassuranceItem[] = [];
  if (input.nothingToShip) {
    items.push({ kind: 'delivery', title: say('delivery'), lines: [say('nothingToShip')] });
  } else {
    const lines: string[] = [];
    const days = input.deliveryDays;
    lines.push(!days ? say('deliveryHome') : days.min === days.max ? say('deliveryDaysOne', { days: days.min }) : say('deliveryDays', { min: days.min, max: days.max }));
    const priceCents = parameterCents(parameters, 'FREE_SHIPPING_PRICE');
    const bottles = Math.floor(parameterNumber(parameters, 'FREE_SHIPPING_BOTTLES', 0));
    const price = formatCents(priceCents, locale);
    if (priceCents > 0 && bottles > 0) lines.push(say('freeFromBoth', { price, bottles }));
    else if (priceCents > 0) lines.push(say('freeFromPrice', { price }));
    else if (bottles > 0) lines.push(say('freeFromBottles', { bottles }));
    if (input.canCollect) {
      const hours = Math.floor(parameterNumber(parameters, 'CLICK_AND_COLLECT_DELAY_HOURS', 0));
      lines.push(hours > 0 ? say('collect', { hours }) : say('collectAny'));
    }
    items.push({ kind: 'delivery', title: say('delivery'), lines });
    const returnDays = Math.floor(parameterNumber(parameters, 'RETURN_DAYS', 14));
    if (returnDays > 0) {
      const fees = parameterString(parameters, 'RETURN_FEES', 'CUSTOMER_PAYS');
      const feeCents = parameterCents(parameters, 'RETURN_SHIPPING_FEES');
      const who = fees === 'FREE' ? say('returnsFree') : fees === 'SHIPPING_FEES' && feeCents > 0 ? say('returnsFee', { price: formatCents(feeCents, locale) }) : say('returnsCustomer');
      items.push({ kind: 'returns', title: say('returns'), lines: [say('returnsDays', { days: returnDays }), who] });
    }
  }
  const method = parameterString(parameters, 'PAYMENT_METHOD', 'cawl');
  const provider = paymentProviderName(method);
  items.push({ kind: 'payment', title: say('payment'), lines: [provider ? say('paymentBy', { provider }) : say('paymentAny')] });
  return { items, schemes: cardSchemesOf(method) };
}
