import type { OrderConsents } from '../../runtime/index.ts';

/** The payment step's boxes left unticked: the terms of sale always, the legal age when it is asked. */
export function consentProblems(consents: OrderConsents, asksLegalAge: boolean): ('acceptTerms' | 'legalAge')[] {
  const problems: ('acceptTerms' | 'legalAge')[] = [];
  if (!consents.acceptTerms) problems.push('acceptTerms');
  if (asksLegalAge && !consents.legalAge) problems.push('legalAge');
  return problems;
}
