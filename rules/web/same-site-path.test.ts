import { describe, expect, it } from 'vitest';
import { OPEN_REDIRECT_PAYLOADS } from '../../tests/security/open-redirect-payloads.test-utils.ts';
import { SAME_SITE_PATH_MAX, sameSitePath } from './same-site-path.ts';

describe('sameSitePath', () => {
  it('accepts a path of this site, with its query and fragment', () => {
    for (const path of ['/', '/en/account', '/products/x?y=1#z', '/en/auth?next=/account', '/a%20b', '/50%25-off', '/@evil.example', '/a//b', '/..//x'])
      expect(sameSitePath(path), path).toBe(path);
  });

  it('percent-encodes letters outside ASCII so the answer is a valid Location', () => {
    expect(sameSitePath('/produits/cuvée')).toBe('/produits/cuv%C3%A9e');
  });

  it('refuses each classic open-redirect payload', () => {
    expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(20);
    for (const payload of OPEN_REDIRECT_PAYLOADS) expect(sameSitePath(payload), JSON.stringify(payload)).toBeNull();
  });

  it('refuses control characters raw or percent-encoded, anywhere', () => {
    for (const code of [0, 9, 10, 13, 27, 31, 127, 0x85]) {
      const char = String.fromCharCode(code);
      expect(sameSitePath(`/account${char}`), `raw ${code}`).toBeNull();
      expect(sameSitePath(`/account?x=${encodeURIComponent(char)}`), `encoded ${code}`).toBeNull();
    }
  });

  it('refuses what is not a path: empty, relative, not a string, a malformed escape, a lone surrogate, too long', () => {
    for (const input of ['', 'account', '?next=/x', '#x', '/100%', '/%zz', '/\ud800', undefined, null, 42, ['/x']]) expect(sameSitePath(input), String(input)).toBeNull();
    expect(sameSitePath(`/${'a'.repeat(SAME_SITE_PATH_MAX - 1)}`)).not.toBeNull();
    expect(sameSitePath(`/${'a'.repeat(SAME_SITE_PATH_MAX)}`)).toBeNull();
  });
});
