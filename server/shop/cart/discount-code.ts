import type { Locale } from '../../../rules/locale.ts';
import type { DiscountCode } from '../../../schemas/shipping/discount-codes.schema.ts';
import { formatPrice, reductionCents, toCents } from '../../../rules/index.ts';
import { fillPlaceholders } from '../../../rules/text/fill-placeholders.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

export interface OrderAmounts {
  subtotalCents: number;
  shippingFeesCents: number;
}

export interface DiscountedAmounts {
  code: string;
  subtotalCents: number;
  shippingFeesCents: number;
  discountCents: number;
  totalCents: number;
}

/** 409 when the code is used up: other orders took its last uses (a conflict with the shop's state). */
export type DiscountFailure = { ok: false; status: 400 | 404 | 409; message: string };

/** The answer to a code the site does not offer, at the order and when a cart stores it. */
export const UNKNOWN_DISCOUNT_CODE = { en: 'This discount code does not exist', fr: "Ce code de réduction n'existe pas" } as const;

const MESSAGES = {
  UNKNOWN: UNKNOWN_DISCOUNT_CODE,
  USED_UP: { en: 'This discount code has been used up', fr: 'Ce code de réduction a atteint son nombre d’utilisations' },
  NOT_YET: { en: 'This discount code is not valid yet', fr: "Ce code de réduction n'est pas encore valable" },
  EXPIRED: { en: 'This discount code has expired', fr: 'Ce code de réduction a expiré' },
  MINIMUM: {
    en: 'This discount code requires an order of at least {n}',
    fr: 'Ce code de réduction demande une commande d’au moins {n}',
  },
} as const;

/** Finds a code case-insensitively, ignoring surrounding spaces. */
export function findDiscountCode(rules: readonly DiscountCode[], code: string): DiscountCode | undefined {
  const wanted = code.trim().toUpperCase();
  return rules.find((rule) => rule.code.toUpperCase() === wanted && rule.isActive !== false);
}

/**
 * Applies a discount code to the order amounts: EURO and PERCENT reduce the products subtotal
 * (never below 0), FREE_SHIPPING cancels the shipping fees. `today` is `YYYY-MM-DD`; `uses` is
 * how many orders already used the code (checked against `maxUses`).
 */
export function applyDiscountCode(
  rules: readonly DiscountCode[],
  code: string,
  amounts: OrderAmounts,
  context: { today: string; uses: number; lang: Locale },
): ({ ok: true } & DiscountedAmounts) | DiscountFailure {
  const { today, uses, lang } = context;
  const rule = findDiscountCode(rules, code);
  if (!rule) return { ok: false, status: 404, message: pickText(MESSAGES.UNKNOWN, lang) };
  if (rule.maxUses !== null && uses >= rule.maxUses) return { ok: false, status: 409, message: pickText(MESSAGES.USED_UP, lang) };
  if (rule.validFrom && today < rule.validFrom) return { ok: false, status: 400, message: pickText(MESSAGES.NOT_YET, lang) };
  if (rule.validUntil && today > rule.validUntil) return { ok: false, status: 400, message: pickText(MESSAGES.EXPIRED, lang) };
  if (amounts.subtotalCents < toCents(rule.minimum)) {
    return { ok: false, status: 400, message: fillPlaceholders(pickText(MESSAGES.MINIMUM, lang), { n: formatPrice(rule.minimum, lang) }) };
  }
  let subtotalCents = amounts.subtotalCents;
  let shippingFeesCents = amounts.shippingFeesCents;
  if (rule.type === 'FREE_SHIPPING') {
    shippingFeesCents = 0;
  } else {
    subtotalCents -= reductionCents(subtotalCents, { type: rule.type, amount: rule.amount });
  }
  const before = amounts.subtotalCents + amounts.shippingFeesCents;
  const totalCents = subtotalCents + shippingFeesCents;
  return { ok: true, code: rule.code, subtotalCents, shippingFeesCents, discountCents: before - totalCents, totalCents };
}
