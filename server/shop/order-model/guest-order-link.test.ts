import { describe, expect, it } from 'vitest';
import { checkGuestOrderLink, GUEST_ORDER_LINK_SECONDS, signGuestOrderLink } from './guest-order-link.ts';

const key = Buffer.alloc(32, 7);
const now = new Date('2026-11-21T09:00:00Z');
const parts = (query: string) => Object.fromEntries(new URLSearchParams(query)) as { expires: string; signature: string };

describe('guest order links', () => {
  it('opens the signed order of the signed site until it expires', () => {
    const { expires, signature } = parts(signGuestOrderLink(key, 88, 12, now));
    expect(Number(expires)).toBe(now.getTime() / 1000 + GUEST_ORDER_LINK_SECONDS);
    expect(checkGuestOrderLink(key, 88, 12, expires, signature, now)).toBe('valid');
    expect(checkGuestOrderLink(key, 88, 12, expires, signature, new Date((Number(expires) + 1) * 1000))).toBe('expired');
  });

  it('refuses another order, another site, another key, a changed expiry or a malformed signature', () => {
    const { expires, signature } = parts(signGuestOrderLink(key, 88, 12, now));
    expect(checkGuestOrderLink(key, 88, 13, expires, signature, now)).toBe('invalid');
    expect(checkGuestOrderLink(key, 87, 12, expires, signature, now)).toBe('invalid');
    expect(checkGuestOrderLink(Buffer.alloc(32, 8), 88, 12, expires, signature, now)).toBe('invalid');
    expect(checkGuestOrderLink(key, 88, 12, String(Number(expires) + 3600), signature, now)).toBe('invalid');
    expect(checkGuestOrderLink(key, 88, 12, expires, 'short', now)).toBe('invalid');
    expect(checkGuestOrderLink(key, 88, 12, undefined, signature, now)).toBe('invalid');
  });
});
