/** The site parameters that hold a legal text (HTML with company placeholders), one list for all. */
export const legalTextKeys = ['LEGAL_NOTICE', 'PRIVACY_POLICY', 'COOKIE_POLICY', 'SALE_TERMS', 'USE_TERMS'] as const;

export type LegalTextKey = (typeof legalTextKeys)[number];

/**
 * The placeholders a legal text may hold (spec §3, §9) and the identity parameters that fill
 * each one: the first key with a non-empty value wins (the company name falls back to the legal
 * company name, the phone to the mobile). schemas/site-checks/legal-placeholders.ts checks at
 * compile time that every key is a known site parameter.
 */
export const legalPlaceholderKeys = {
  companyName: ['COMPANY_NAME', 'LEGAL_COMPANY_NAME'],
  legalAgent: ['LEGAL_AGENT'],
  headOffice: ['HEAD_OFFICE'],
  phone: ['COMPANY_PHONE', 'COMPANY_MOBILE'],
  email: ['COMPANY_EMAIL'],
  rcs: ['RCS_NUMBER'],
  vat: ['INTRA_COMMUNITY_VAT'],
} as const;

export type LegalPlaceholder = keyof typeof legalPlaceholderKeys;

/** The placeholder names, in the order above. */
export const legalPlaceholderNames = Object.keys(legalPlaceholderKeys) as LegalPlaceholder[];
