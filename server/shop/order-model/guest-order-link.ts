import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { sharedSecret } from '../../files/shared-secret.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { Locale } from '../../../rules/locale.ts';
import { requireOrder, type OrderRow } from './order-row.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

/** How long the "See my order" link of a guest's mail opens the order: 90 days. */
export const GUEST_ORDER_LINK_SECONDS = 90 * 24 * 3600;

/** The key of guest order links: a secret shared by every instance (serverSecrets, migration 0007). */
export const guestOrderLinkKey = (db: Kysely<Database>, now: () => Date) => sharedSecret(db, 'guest-order-links', now);

const mac = (key: Buffer, idSite: number, id: number, expires: number) =>
  createHmac('sha256', key).update(`vitrine guest order\u0000${idSite}\u0000${id}\u0000${expires}`).digest();

/** The query of a link opening order `id` without an account until now + GUEST_ORDER_LINK_SECONDS: `expires=…&signature=…`. */
export function signGuestOrderLink(key: Buffer, idSite: number, id: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + GUEST_ORDER_LINK_SECONDS;
  return `expires=${expires}&signature=${mac(key, idSite, id, expires).toString('base64url')}`;
}

/** Whether a link's `expires` and `signature` sign order `id` of site `idSite`: `valid`, `expired` (signed, but too late) or `invalid`. */
export function checkGuestOrderLink(key: Buffer, idSite: number, id: number, expires: string | undefined, signature: string | undefined, now: Date): 'valid' | 'expired' | 'invalid' {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return 'invalid';
  const at = Number(expires);
  if (!timingSafeEqual(mac(key, idSite, id, at), Buffer.from(signature, 'base64url'))) return 'invalid';
  return at * 1000 > now.getTime() ? 'valid' : 'expired';
}

const EXPIRED = {
  en: 'This order link has expired: ask us for a new one, or sign in if you have an account',
  fr: 'Ce lien vers votre commande a expiré : demandez-nous-en un nouveau, ou connectez-vous si vous avez un compte',
} as const;

/**
 * The order a signed link opens (read-only, without an account), or null when the request carries
 * no valid link (the caller then applies its usual visibility). 403 when the link has expired.
 */
export async function orderOfGuestLink(
  db: Kysely<Database>,
  now: () => Date,
  idSite: number,
  id: number,
  link: { expires?: string | undefined; signature?: string | undefined },
  lang: Locale,
): Promise<OrderRow | null> {
  if (link.expires === undefined && link.signature === undefined) return null;
  const verdict = checkGuestOrderLink(await guestOrderLinkKey(db, now), idSite, id, link.expires, link.signature, now());
  if (verdict === 'expired') throw new ApiError(403, pickText(EXPIRED, lang));
  return verdict === 'valid' ? requireOrder(db, idSite, id) : null;
}
