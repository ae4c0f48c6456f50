import type { CompanyIdentity } from '../shared/company-identity.ts';
import { escapeHtml } from '../shared/escape-html.ts';

/** The placeholders a legal text may contain, and the identity field each one takes. */
export const legalPlaceholders = {
  companyName: (identity: CompanyIdentity) => identity.name,
  legalAgent: (identity: CompanyIdentity) => identity.legalAgent,
  headOffice: (identity: CompanyIdentity) => identity.address,
  phone: (identity: CompanyIdentity) => identity.phone || identity.mobile,
  email: (identity: CompanyIdentity) => identity.email,
  rcs: (identity: CompanyIdentity) => identity.rcs,
  vat: (identity: CompanyIdentity) => identity.vat,
} as const;

/**
 * Fills `{{companyName}}`, `{{legalAgent}}`, `{{headOffice}}`, `{{phone}}`, `{{email}}`,
 * `{{rcs}}` and `{{vat}}` (spaces inside the braces allowed) with the company identity, AS TEXT:
 * each value is HTML-escaped before it goes into the HTML. Unknown placeholders stay as written.
 */
export function fillLegalPlaceholders(html: string, identity: CompanyIdentity): string {
  return html.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (match, name: string) => {
    const read = Object.hasOwn(legalPlaceholders, name)
      ? legalPlaceholders[name as keyof typeof legalPlaceholders]
      : undefined;
    return read ? escapeHtml(read(identity)) : match;
  });
}
