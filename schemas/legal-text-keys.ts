/** The site parameters that hold a legal text (HTML with company placeholders), one list for all. */
export const legalTextKeys = ['LEGAL_NOTICE', 'PRIVACY_POLICY', 'COOKIE_POLICY', 'SALE_TERMS', 'USE_TERMS'] as const;

export type LegalTextKey = (typeof legalTextKeys)[number];
