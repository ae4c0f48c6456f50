import { describe, expect, it } from 'vitest';
import { fillLegalPlaceholders } from './fill-legal-placeholders.ts';

describe('fillLegalPlaceholders', () => {
  const values = new Map<string, unknown>([
    ['COMPANY_NAME', 'Autocars & Fils'],
    ['COMPANY_PHONE', '02 51 00 00 00'],
  ]);

  it('fills known placeholders from the identity parameters, escaped as text', () => {
    expect(fillLegalPlaceholders('<p>{{companyName}} — {{ phone }}</p>', values)).toBe(
      '<p>Autocars &#38; Fils — 02 51 00 00 00</p>',
    );
  });

  it('fills an unset identity value with an empty string and keeps unknown placeholders', () => {
    expect(fillLegalPlaceholders('{{vat}}|{{unknown}}', values)).toBe('|{{unknown}}');
  });
});
