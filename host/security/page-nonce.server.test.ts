import { describe, expect, it } from 'vitest';
import { pageNonce } from './page-nonce.server.ts';

const site = { idSite: 87 };
const configWith = (parameters: { type: string; kind: string; label: string; value: unknown }[] | null) => ({
  call: async () => (parameters ? { success: true as const, data: parameters, message: '' } : { success: false as const, data: null, message: 'down', status: 0 }),
});
const allow = (value: boolean) => [{ type: 'ALLOW_CUSTOM_SCRIPTS', kind: 'BOOLEAN', label: 'Custom scripts', value }];

describe('pageNonce', () => {
  it('gives no nonce to the pages of a site without configured scripts (the boot script goes by hash)', async () => {
    expect(await pageNonce(configWith(allow(false)) as never, site, false)).toBeNull();
    expect(await pageNonce(configWith([]) as never, site, false)).toBeNull();
  });

  it('gives a fresh nonce where the site runs configured scripts, in development, and when parameters cannot be read', async () => {
    const first = await pageNonce(configWith(allow(true)) as never, site, false);
    const second = await pageNonce(configWith(allow(true)) as never, site, false);
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second).not.toBe(first);
    expect(await pageNonce(configWith(allow(false)) as never, site, true)).toMatch(/==$/);
    expect(await pageNonce(configWith(null) as never, site, false)).toMatch(/==$/);
  });
});
