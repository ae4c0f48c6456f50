import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a link to the hosted payment page stays valid. */
export const PAYMENT_LINK_SECONDS = 30 * 60;

/** What a payment link is bound to: the order, where the page sends the visitor back, and when it expires. */
export interface PaymentLinkClaims {
  orderId: number;
  idSite: number;
  lang: string;
  returnPath: string;
  cancelPath: string;
  /** Seconds since the epoch. */
  expires: number;
}

/**
 * The signing key of one order's links: HMAC-SHA256 keyed by `PAYMENT_LINK_SECRET` (empty when
 * unset) over the order's cart id. The cart id is a random UUID kept in the order's row, so every
 * instance reading the same database derives the same key with no shared file or extra table,
 * and a link never reveals it; the environment secret, when an operator sets one, adds a key the
 * database alone does not hold.
 */
function keyOf(cartId: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`vitrine payment link\u0000${cartId}`).digest();
}

function macOf(claims: PaymentLinkClaims, cartId: string, secret: string): Buffer {
  const text = [claims.orderId, claims.idSite, claims.lang, claims.returnPath, claims.cancelPath, claims.expires].join('\u0000');
  return createHmac('sha256', keyOf(cartId, secret)).update(text).digest();
}

/** The token of a hosted payment page's address: `<expiry>.<HMAC>`, in place of the cart id. */
export function signPaymentLink(claims: PaymentLinkClaims, cartId: string, secret = process.env.PAYMENT_LINK_SECRET ?? ''): string {
  return `${claims.expires.toString(36)}.${macOf(claims, cartId, secret).toString('base64url')}`;
}

/** The expiry a token carries (seconds since the epoch), or null when it is not a token. */
export function paymentLinkExpiry(token: string): number | null {
  const match = /^([0-9a-z]{1,11})\.[\w-]{43}$/.exec(token);
  return match ? parseInt(match[1]!, 36) : null;
}

/**
 * Checks a token against the claims of the address it came with and the order's cart id:
 * `valid`, `expired` (signed by us but past its expiry), or `invalid` (anything else: forged,
 * another order, an altered return path).
 */
export function checkPaymentLink(
  token: string,
  claims: Omit<PaymentLinkClaims, 'expires'>,
  cartId: string,
  now: Date,
  secret = process.env.PAYMENT_LINK_SECRET ?? '',
): 'valid' | 'expired' | 'invalid' {
  const expires = paymentLinkExpiry(token);
  if (expires === null) return 'invalid';
  // Compared as text: one encoding only (base64url's spare low bits make other spellings decode alike).
  const given = Buffer.from(token.slice(token.indexOf('.') + 1));
  const expected = Buffer.from(macOf({ ...claims, expires }, cartId, secret).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expires * 1000 <= now.getTime() ? 'expired' : 'valid';
}
