import { describe, expect, it } from 'vitest';
import { needsLegalParameters, splitLegalParameters } from './legal-parameters.ts';

describe('legal parameters', () => {
  const parameters = [
    { type: 'COMPANY_NAME', value: 'Autocars' },
    { type: 'LEGAL_NOTICE', value: '<p>Mentions</p>' },
    { type: 'USE_TERMS', value: '<p>CGU</p>' },
  ];
  it('keeps the legal texts apart from the other parameters, once per version', () => {
    const split = splitLegalParameters(parameters);
    expect(split.common.map((p) => p.type)).toEqual(['COMPANY_NAME']);
    expect(split.legal.map((p) => p.type)).toEqual(['LEGAL_NOTICE', 'USE_TERMS']);
    expect(splitLegalParameters(parameters)).toBe(split);
  });
  it('sends them only with pages that show a legal text', () => {
    expect(needsLegalParameters(['hero', 'legal-text'])).toBe(true);
    expect(needsLegalParameters(['hero'])).toBe(false);
  });
});
