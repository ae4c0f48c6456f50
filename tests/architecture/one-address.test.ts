import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LAYERS, sourceFiles } from './import-graph.test-utils.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Where an address's lines are declared (decision 0078): §3 Address, once; the §7 order body,
 * which spells the same lines `firstPart`/`secondPart`; the database row of an order's address.
 * Every other address type is derived from these (`Omit`, `Pick`, `Composite`, `&`).
 */
const ADDRESS_HOMES = ['schemas/api/address.ts', 'schemas/api/shop/order-body.ts', 'server/db/tables/shop.ts'];

/** An address declared field by field: a typed `firstname` and, a few lines on, a typed `postalCode`. */
const ADDRESS_FIELDS = /\bfirstname\??:\s*(?:string\b|Type\.|Text\()[\s\S]{0,400}?\bpostalCode\??:\s*(?:string\b|Type\.|Text\()/;

describe('one address shape (issue 35 item 5)', () => {
  it('declares an address field by field only in its homes', () => {
    const declared = sourceFiles(root, [...LAYERS])
      .filter((file) => !file.includes('.test.') && !file.includes('test-utils'))
      .filter((file) => ADDRESS_FIELDS.test(readFileSync(join(root, file), 'utf8')));
    expect(declared).toEqual(ADDRESS_HOMES);
  });

  it('catches what it forbids', () => {
    expect(ADDRESS_FIELDS.test('export interface CheckoutAddress {\n  firstname: string;\n  lastname: string;\n  address: string;\n  postalCode: string;\n}')).toBe(true);
    expect(ADDRESS_FIELDS.test('const Schema = Type.Object({ firstname: Type.String(), lastname: Type.String(), postalCode: Type.String() });')).toBe(true);
    expect(ADDRESS_FIELDS.test('return { firstname: saved.firstname, postalCode: saved.postalCode };')).toBe(false);
  });
});
