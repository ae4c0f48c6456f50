import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateDocument } from './validate-document.ts';

const read = (path: string) => JSON.parse(readFileSync(new URL(`../../site-configs/domaine/${path}`, import.meta.url), 'utf8')) as Record<string, unknown>;

/** Every `type`/`costType` of PERCENT rewritten as the spec spells it (§3: `percent`). */
function specSpelled(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(specSpelled);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, one]) => [key, (key === 'type' || key === 'costType') && one === 'PERCENT' ? 'percent' : specSpelled(one)]));
}

describe('the spec spellings of §3 (issue 37, item 8)', () => {
  it.each([
    ['discounts', 'catalogue/discounts.json'],
    ['customizations', 'catalogue/customizations.json'],
    ['discount-codes', 'shipping/discount-codes.json'],
    ['products', 'catalogue/products.json'],
  ] as const)('accepts %s written with `percent` and reads it as PERCENT', (kind, path) => {
    const original = read(path);
    const spelled = specSpelled(original);
    expect(JSON.stringify(spelled)).toContain('"percent"');
    const result = validateDocument(kind, spelled, path);
    expect(result.errors).toEqual([]);
    expect(JSON.stringify(result.valid && result.document)).not.toContain('"percent"');
    const plain = validateDocument(kind, original, path);
    expect(result.valid && result.document).toEqual(plain.valid && plain.document);
  });

  it('still holds a percent to 100 at most, whichever its spelling, and refuses other spellings', () => {
    const doc = { $schema: '../../../schemas/json/discounts.schema.json', schemaVersion: 1, discounts: [{ id: 1, type: 'percent', amount: 150 }] };
    expect(validateDocument('discounts', doc).valid).toBe(false);
    expect(validateDocument('discounts', { ...doc, discounts: [{ id: 1, type: 'Percent', amount: 10 }] }).valid).toBe(false);
    const euro = validateDocument('discounts', { ...doc, discounts: [{ id: 1, type: 'EURO', amount: 150 }] });
    expect(euro.valid).toBe(true);
  });
});
