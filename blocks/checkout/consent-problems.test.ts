import { describe, expect, it } from 'vitest';
import { consentProblems } from './consent-problems.ts';

describe('consentProblems', () => {
  it('asks for the terms of sale always, and for the legal age only when it is asked', () => {
    expect(consentProblems({ acceptTerms: false, legalAge: false }, true)).toEqual(['acceptTerms', 'legalAge']);
    expect(consentProblems({ acceptTerms: true, legalAge: false }, true)).toEqual(['legalAge']);
    expect(consentProblems({ acceptTerms: false, legalAge: false }, false)).toEqual(['acceptTerms']);
    expect(consentProblems({ acceptTerms: true, legalAge: true }, true)).toEqual([]);
  });
});
