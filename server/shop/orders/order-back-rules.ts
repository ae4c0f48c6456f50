import type { Locale } from '../../../rules/locale.ts';
import type { OrderStatus } from '../order-model/order-status.ts';
import { formatMessage } from '../../i18n/format-message.ts';

/** Days after delivery during which products may be sent back (the legal withdrawal period), when the site's RETURN_DAYS says nothing else. */
export const RETURN_WINDOW_DAYS = 14;

/** An order line as the return rules need it. */
export interface ReturnableLine {
  idOrderLine: number;
  quantity: number;
  /** Quantity already asked back in earlier returns. */
  returnedQuantity: number;
  customized: boolean;
  isDematerialized: boolean;
}

export interface ReturnRequestLine {
  idOrderLine: number;
  quantity: number;
}

const MESSAGES = {
  NOT_DELIVERED: { en: 'Products can only be returned once the order is delivered', fr: 'Les produits ne peuvent être retournés qu’une fois la commande livrée' },
  TOO_LATE: { en: 'Products can only be returned within {n} days of delivery', fr: 'Les produits ne peuvent être retournés que dans les {n} jours suivant la livraison' },
  CLOSED: { en: 'This shop does not take products back', fr: 'Cette boutique ne reprend pas les produits' },
  EMPTY: { en: 'Choose at least one product to return', fr: 'Choisissez au moins un produit à retourner' },
  UNKNOWN_LINE: { en: 'Product {n} is not part of this order', fr: 'Le produit {n} ne fait pas partie de cette commande' },
  ALREADY_RETURNED: { en: 'Every unit of product {n} has already been asked back', fr: 'Tous les exemplaires du produit {n} ont déjà été demandés en retour' },
  NOT_RETURNABLE: { en: 'Product {n} is customized or dematerialized and cannot be returned', fr: 'Le produit {n} est personnalisé ou dématérialisé et ne peut pas être retourné' },
  TOO_MANY: { en: 'At most {n} of this product can be returned', fr: 'Au plus {n} exemplaires de ce produit peuvent être retournés' },
  DUPLICATE: { en: 'Product {n} is listed twice', fr: 'Le produit {n} est listé deux fois' },
} as const;

/** A product's line number or a quantity is written as it is (`{n}`), never grouped as a number. */
const say = (key: keyof typeof MESSAGES, lang: Locale, n: number | string = '') => formatMessage(MESSAGES[key], lang, { n: String(n) });

/** Whether the order can still be returned: delivered, and within the window. Null when it can. */
export function returnWindowError(
  order: { status: OrderStatus; deliveredAt: string | null },
  now: Date,
  lang: Locale,
  windowDays: number = RETURN_WINDOW_DAYS,
): string | null {
  if (windowDays <= 0) return say('CLOSED', lang);
  if (order.status !== 'DELIVERED' || !order.deliveredAt) return say('NOT_DELIVERED', lang);
  const elapsedDays = (now.getTime() - Date.parse(order.deliveredAt)) / 86_400_000;
  return elapsedDays > windowDays ? say('TOO_LATE', lang, windowDays) : null;
}

/** How many units of a line may still be returned. */
export function returnableQuantity(line: ReturnableLine): number {
  if (line.customized || line.isDematerialized) return 0;
  return Math.max(0, line.quantity - line.returnedQuantity);
}

/** Why a return request is refused: 409 when earlier returns took the units asked, 400 when the request is invalid. */
export interface ReturnRefusal {
  status: 400 | 409;
  message: string;
}

/**
 * Checks a return request line by line; the first problem, or null when valid. Returns already
 * asked count against the quantity bought: check them under the order's lock (`checkAndTake`).
 */
export function returnRequestError(
  lines: readonly ReturnableLine[],
  request: readonly ReturnRequestLine[],
  lang: Locale,
): ReturnRefusal | null {
  const invalid = (message: string): ReturnRefusal => ({ status: 400, message });
  const wanted = request.filter((line) => line.quantity > 0);
  if (wanted.length === 0) return invalid(say('EMPTY', lang));
  const seen = new Set<number>();
  for (const asked of wanted) {
    if (seen.has(asked.idOrderLine)) return invalid(say('DUPLICATE', lang, asked.idOrderLine));
    seen.add(asked.idOrderLine);
    const line = lines.find((one) => one.idOrderLine === asked.idOrderLine);
    if (!line) return invalid(say('UNKNOWN_LINE', lang, asked.idOrderLine));
    const max = returnableQuantity(line);
    // A conflict when only the earlier returns stand in the way; asking more than was bought is invalid.
    const status = asked.quantity <= line.quantity ? 409 : 400;
    if (max === 0 && !line.customized && !line.isDematerialized) return { status, message: say('ALREADY_RETURNED', lang, asked.idOrderLine) };
    if (max === 0) return invalid(say('NOT_RETURNABLE', lang, asked.idOrderLine));
    if (asked.quantity > max) return { status, message: say('TOO_MANY', lang, max) };
  }
  return null;
}
