import { describe, expect, it } from 'vitest';
import { parameterDefaults, withDefaults } from './parameters.schema.ts';
import { parameterKeyNames } from './parameter-keys.ts';
import { validateDocument } from '../validation/validate-document.ts';

const doc = (parameters: unknown[]) => ({ $schema: 'x', schemaVersion: 1, parameters });

describe('parameters.json schema', () => {
  it('accepts known keys whose value fits their kind, and Localized TEXT values', () => {
    const result = validateDocument('parameters', doc([
      { type: 'LOGO_HEIGHT', kind: 'NUMBER', label: 'Logo height', value: 90 },
      { type: 'LEGAL_NOTICE', kind: 'TEXT', label: { fr: 'Mentions', en: 'Notice' }, value: { fr: '<p>a</p>', en: '<p>b</p>' } },
      { type: 'OPENING_HOURS_MONDAY', kind: 'STRING', label: 'Lundi', value: '08:00-12:00,14:00-18:00' },
    ]));
    expect(result.errors).toEqual([]);
  });

  it('rejects an unknown key and suggests the closest one', () => {
    const result = validateDocument('parameters', doc([{ type: 'LOGO_HIGHT', kind: 'NUMBER', label: 'x', value: 1 }]));
    expect(result.valid).toBe(false);
    expect(result.errors[0]?.pointer).toBe('/parameters/0/type');
    expect(result.errors[0]?.message).toBe(`"LOGO_HIGHT" is not a known key (${parameterKeyNames.length} allowed values, listed in the schema)`);
    expect(result.errors[0]?.hint).toBe('did you mean "LOGO_HEIGHT"?');
  });

  it('rejects a value outside the allowed values of its key', () => {
    const result = validateDocument('parameters', doc([{ type: 'MENU_ALIGNMENT', kind: 'STRING', label: 'x', value: 'MIDDLE' }]));
    expect(result.errors).toEqual([
      {
        pointer: '/parameters/0/value',
        message: 'must be one of: "LEFT", "CENTER", "RIGHT" (got "MIDDLE")',
        hint: 'allowed values: LEFT, CENTER, RIGHT',
      },
    ]);
  });

  it('rejects a kind that is not the kind of the key and a value of the wrong type', () => {
    const result = validateDocument('parameters', doc([{ type: 'DARK_THEME', kind: 'STRING', label: 'x', value: 'yes' }]));
    const pointers = result.errors.map((e) => e.pointer);
    expect(pointers).toEqual(['/parameters/0/kind', '/parameters/0/value']);
  });

  it('rejects malformed opening hours and a Localized value for a STRING key', () => {
    const result = validateDocument('parameters', doc([
      { type: 'OPENING_HOURS_MONDAY', kind: 'STRING', label: 'x', value: '8h-12h' },
      { type: 'COMPANY_NAME', kind: 'STRING', label: 'x', value: { fr: 'a', en: 'b' } },
    ]));
    expect(result.errors.map((e) => e.pointer)).toEqual(['/parameters/0/value', '/parameters/1/value']);
  });

  it('accepts only a publishable payment key, and never quotes a secret key back', () => {
    const key = (value: string) => validateDocument('parameters', doc([{ type: 'STRIPE_PUBLISHABLE_KEY', kind: 'STRING', label: 'x', value }]));
    expect(key('pk_test_51HfJ2kLmN0pQrStUv').errors).toEqual([]);
    expect(key('pk_live_51HfJ2kLmN0pQrStUv').errors).toEqual([]);
    expect(key('').errors).toEqual([]);
    for (const bad of ['pk_live_', 'pk_prod_51HfJ2kLmN0pQrSt', 'pk_test_51Hf<script>']) {
      expect(key(bad).errors.map((e) => e.pointer)).toEqual(['/parameters/0/value']);
    }
    const secret = key('sk_live_51HfJ2kLmN0pQrStUvWxYz');
    expect(secret.errors).toHaveLength(1);
    expect(secret.errors[0]?.message).toContain('Never a secret key');
    expect(secret.errors[0]?.message).toContain('"sk_live_… (a secret key, hidden)"');
    expect(secret.errors[0]?.message).not.toContain('51HfJ2k');
  });

  it('rejects the same key twice', () => {
    const entry = { type: 'LOGO_HEIGHT', kind: 'NUMBER', label: 'x', value: 90 };
    const result = validateDocument('parameters', doc([entry, entry]));
    expect(result.errors).toEqual([{ pointer: '/parameters/1/type', message: 'duplicate type "LOGO_HEIGHT"' }]);
  });
});

describe('withDefaults', () => {
  it('fills every missing key with its §9 default and keeps given values', () => {
    const filled = withDefaults([{ type: 'LOGO_HEIGHT', kind: 'NUMBER', label: 'Logo', value: 120 }]);
    expect(filled).toHaveLength(parameterKeyNames.length);
    const byKey = new Map(filled.map((p) => [p.type, p]));
    expect(byKey.get('LOGO_HEIGHT')?.value).toBe(120);
    expect(byKey.get('STOCK_DISPLAY_THRESHOLD')?.value).toBe(5);
    expect(byKey.get('SUBMENU_WIDTH')?.value).toBe(250);
    expect(byKey.get('PAYMENT_METHOD')?.value).toBe('cawl');
    expect(byKey.get('MOBILE_MENU_POSITION')?.value).toBe('BOTTOM');
    expect(byKey.get('DETAIL_PAGE_TOP_MARGIN')?.value).toBe(28);
  });

  it('has defaults that pass the schema', () => {
    expect(validateDocument('parameters', doc([...parameterDefaults])).errors).toEqual([]);
  });
});
