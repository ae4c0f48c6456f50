/** The legal pages of §2, in the order the legal bar shows them. */
export const legalPages = [
  { path: '/legal-notice', message: 'legal.legalNotice' },
  { path: '/privacy-policy', message: 'legal.privacyPolicy' },
  { path: '/cookie-policy', message: 'legal.cookiePolicy' },
  { path: '/sale-terms', message: 'legal.saleTerms' },
  { path: '/use-terms', message: 'legal.useTerms' },
] as const;
