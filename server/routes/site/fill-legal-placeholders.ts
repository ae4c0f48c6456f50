/** Escapes text for HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const placeholderKeys: Record<string, string> = {
  companyName: 'COMPANY_NAME',
  legalAgent: 'LEGAL_AGENT',
  headOffice: 'HEAD_OFFICE',
  phone: 'COMPANY_PHONE',
  email: 'COMPANY_EMAIL',
  rcs: 'RCS_NUMBER',
  vat: 'INTRA_COMMUNITY_VAT',
};

export { legalTextKeys } from '../../../schemas/legal-text-keys.ts';

/**
 * Fills `{{companyName}}`, `{{legalAgent}}`, `{{headOffice}}`, `{{phone}}`, `{{email}}`,
 * `{{rcs}}`, `{{vat}}` in a legal HTML text from the identity parameters, escaped as text.
 * Unknown placeholders are left as they are.
 */
export function fillLegalPlaceholders(html: string, values: ReadonlyMap<string, unknown>): string {
  return html.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const key = placeholderKeys[name];
    if (!key) return whole;
    return escapeHtml(String(values.get(key) ?? ''));
  });
}
