import { describe, expect, it } from 'vitest';
import {
  parameterBoolean,
  parameterCents,
  parameterChoice,
  parameterNumber,
  parameterString,
  parameterValue,
} from './parameter-value.ts';

const parameters = [
  { type: 'LOGO_HEIGHT', value: '120' },
  { type: 'SUBMENU_WIDTH', value: 300 },
  { type: 'FIXED_MENU', value: 'true' },
  { type: 'SUBMENU_SHADOW', value: false },
  { type: 'MENU_ALIGNMENT', value: 'center' },
  { type: 'COMPANY_NAME', value: '  Autocars Vendée  ' },
  { type: 'TWITTER_URL', value: '' },
  { type: 'BROKEN_NUMBER', value: 'ninety' },
];

describe('parameter readers', () => {
  it('returns the raw value of a key, undefined when missing', () => {
    expect(parameterValue(parameters, 'SUBMENU_WIDTH')).toBe(300);
    expect(parameterValue(parameters, 'NOPE')).toBeUndefined();
  });
  it('reads a frozen (cached) list the same way, the first parameter of a key winning', () => {
    const frozen = Object.freeze([...parameters, { type: 'SUBMENU_WIDTH', value: 999 }, { type: 'EMPTY', value: null }]);
    expect(parameterValue(frozen, 'SUBMENU_WIDTH')).toBe(300);
    expect(parameterValue(frozen, 'EMPTY')).toBeUndefined();
    expect(parameterValue(frozen, 'NOPE')).toBeUndefined();
    expect(parameterString(frozen, 'COMPANY_NAME')).toBe('Autocars Vendée');
  });
  it('reads numbers from numbers and numeric strings, falling back otherwise', () => {
    expect(parameterNumber(parameters, 'LOGO_HEIGHT', 90)).toBe(120);
    expect(parameterNumber(parameters, 'SUBMENU_WIDTH', 250)).toBe(300);
    expect(parameterNumber(parameters, 'BROKEN_NUMBER', 90)).toBe(90);
    expect(parameterNumber(parameters, 'MISSING', 25)).toBe(25);
  });
  it('reads an amount in euros as integer cents, rounded as charged, 0 when unset or broken', () => {
    const amounts = [{ type: 'FREE_SHIPPING_PRICE', value: 150 }, { type: 'RETURN_SHIPPING_FEES', value: '9.905' }, { type: 'BROKEN', value: 'ninety' }];
    expect(parameterCents(amounts, 'FREE_SHIPPING_PRICE')).toBe(15000);
    expect(parameterCents(amounts, 'RETURN_SHIPPING_FEES')).toBe(991);
    expect(parameterCents(amounts, 'BROKEN')).toBe(0);
    expect(parameterCents(amounts, 'MISSING')).toBe(0);
  });
  it('reads booleans from booleans and "true"/"false" strings', () => {
    expect(parameterBoolean(parameters, 'FIXED_MENU', false)).toBe(true);
    expect(parameterBoolean(parameters, 'SUBMENU_SHADOW', true)).toBe(false);
    expect(parameterBoolean(parameters, 'MISSING', true)).toBe(true);
  });
  it('trims strings and treats an empty string as missing', () => {
    expect(parameterString(parameters, 'COMPANY_NAME')).toBe('Autocars Vendée');
    expect(parameterString(parameters, 'TWITTER_URL', 'none')).toBe('none');
  });
  it('accepts an enumerated value case-insensitively and rejects unknown ones', () => {
    expect(parameterChoice(parameters, 'MENU_ALIGNMENT', ['LEFT', 'CENTER', 'RIGHT'], 'LEFT')).toBe('CENTER');
    expect(parameterChoice(parameters, 'COMPANY_NAME', ['LEFT', 'CENTER'], 'LEFT')).toBe('LEFT');
  });
});
