import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed link to a form file stays valid: 30 days (the company reads its mail late). */
export const FILE_LINK_SECONDS = 30 * 24 * 3600;

/** A signed, expiring link to one file: `?expires=<unix seconds>&signature=<HMAC>`. */
export interface FileLinks {
  /** The query string of a link to `id` valid until now + FILE_LINK_SECONDS. */
  sign(id: string, now: Date): Promise<string>;
  /** Whether `signature` signs `id` until `expires`, and that time has not passed. */
  verify(id: string, expires: string | undefined, signature: string | undefined, now: Date): Promise<boolean>;
}

const mac = (key: Buffer, id: string, expires: number) => createHmac('sha256', key).update(`file:${id}:${expires}`).digest();

/** Links signed by HMAC-SHA256 with the key `key()` gives (the same on every instance). */
export function createFileLinks(key: () => Promise<Buffer>): FileLinks {
  return {
    async sign(id, now) {
      const expires = Math.floor(now.getTime() / 1000) + FILE_LINK_SECONDS;
      return `expires=${expires}&signature=${mac(await key(), id, expires).toString('base64url')}`;
    },
    async verify(id, expires, signature, now) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return false;
      const at = Number(expires);
      if (at * 1000 <= now.getTime()) return false;
      return timingSafeEqual(mac(await key(), id, at), Buffer.from(signature, 'base64url'));
    },
  };
}
