import { createHmac, timingSafeEqual } from 'node:crypto';
import { withLocalePrefix } from '../../../rules/locale-path.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { sharedSecret } from '../../files/shared-secret.ts';
import type { Locale } from '../../../rules/locale.ts';

/** The key of printable voucher links: a secret shared by every instance (serverSecrets, migration 0007). */
export const voucherLinkKey = (db: Kysely<Database>, now: () => Date) => sharedSecret(db, 'gift-voucher-links', now);

const mac = (key: Buffer, idSite: number, id: number, code: string) =>
  createHmac('sha256', key).update(`vitrine gift voucher\u0000${idSite}\u0000${id}\u0000${code}`).digest();

/** The signature of the printable voucher `id` (with its code) of site `idSite`: 43 base64url characters. */
export function signVoucherLink(key: Buffer, idSite: number, id: number, code: string): string {
  return mac(key, idSite, id, code).toString('base64url');
}

/** Whether `signature` signs voucher `id` with `code` on site `idSite` (compared in constant time). */
export function checkVoucherLink(key: Buffer, idSite: number, id: number, code: string, signature: string | undefined): boolean {
  if (!signature || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return false;
  return timingSafeEqual(mac(key, idSite, id, code), Buffer.from(signature, 'base64url'));
}

/** The web app's path of a printable voucher (host/assets/gift-voucher.server.ts passes it on to the API). */
export function voucherPath(id: number, signature: string, lang: Locale): string {
  return withLocalePrefix(`/gift-voucher/${id}?signature=${signature}`, lang);
}
