import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { sharedSecret } from '../files/shared-secret.ts';
import type { Locale } from '../../rules/locale.ts';

/** The key of review requests' unsubscribe links: a secret shared by every instance (serverSecrets, migration 0007). */
export const reviewUnsubscribeKey = (db: Kysely<Database>, now: () => Date) => sharedSecret(db, 'review-unsubscribe-links', now);

const mac = (key: Buffer, idSite: number, email: string) =>
  createHmac('sha256', key).update(`vitrine review unsubscribe\u0000${idSite}\u0000${email.trim().toLowerCase()}`).digest();

/** The path and query of the link that stops review requests to `email` from site `idSite` (it does not expire). */
export function reviewUnsubscribePath(key: Buffer, idSite: number, email: string, lang: Locale): string {
  const query = new URLSearchParams({ site: String(idSite), email: email.trim().toLowerCase(), lang, signature: mac(key, idSite, email).toString('base64url') });
  return `/api/review-request/unsubscribe?${query}`;
}

/** Whether `signature` signs the unsubscribe link of `email` on site `idSite`. */
export function checkReviewUnsubscribe(key: Buffer, idSite: number, email: string, signature: string | undefined): boolean {
  if (!signature || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return false;
  return timingSafeEqual(mac(key, idSite, email), Buffer.from(signature, 'base64url'));
}
