import { describe, expect, it } from 'vitest';
import { trustsProxy } from './trusts-proxy.ts';

describe('trustsProxy', () => {
  it('trusts the balancer for 1, true, or a number of hops', () => {
    for (const value of ['1', 'true', 'TRUE', '2', ' 3 ']) expect(trustsProxy(value), value).toBe(true);
  });
  it('trusts nothing when unset, 0, false or anything else', () => {
    for (const value of [undefined, '', '0', 'false', 'yes', '-1', '1.5']) expect(trustsProxy(value), String(value)).toBe(false);
  });
});
