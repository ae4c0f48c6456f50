import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderReference } from './order-reference.ts';

describe('orderReference', () => {
  it('gives every order number one format: site, day, a letter then five letters or digits', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      const reference = orderReference(88, '2026-12-01', randomBytes(6));
      expect(reference).toMatch(/^88-20261201-[A-Z][0-9A-Z]{5}$/);
      seen.add(reference);
    }
    expect(seen.size).toBeGreaterThan(1990);
  });

  it('never shows letters that read as digits', () => {
    for (let i = 0; i < 500; i += 1) expect(orderReference(1, '2026-01-01')).not.toMatch(/-.*[ILOU]/);
  });
});
