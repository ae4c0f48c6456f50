import { legalPlaceholderKeys } from './legal-text-keys.ts';
import { escapeHtml } from './escape-html.ts';

/** A site parameter as both the API and the runtime hold it (value resolved to one language). */
export interface PlaceholderSource {
  readonly type: string;
  readonly value?: unknown;
}

/** A tag (left as it is) or a placeholder in text. */
const placeholderInText = /<[^>]*>?|\{\{\s*([A-Za-z]\w*)\s*\}\}/g;

/** A parameter value as text: trimmed strings, numbers written out, anything else empty. */
function textOf(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Fills the company placeholders of a legal text (`{{companyName}}`, `{{legalAgent}}`,
 * `{{headOffice}}`, `{{phone}}`, `{{email}}`, `{{rcs}}`, `{{vat}}`, spaces inside the braces
 * allowed) from the identity parameters, AS TEXT: each value is HTML-escaped, braces included, so
 * a value can neither add markup nor a placeholder. A placeholder takes the first non-empty
 * parameter of its list (company name → legal company name, phone → mobile), else the empty
 * string. Only text is filled: a placeholder inside a tag (a link address, a title) stays as
 * written, so a value can never become a URL; the HTML itself was sanitized when the
 * configuration loaded. Unknown placeholders stay as written. Filling an already filled text
 * changes nothing.
 */
export function fillLegalPlaceholders(html: string, parameters: readonly PlaceholderSource[]): string {
  const values = new Map<string, string>();
  for (const parameter of parameters) {
    if (!values.has(parameter.type)) values.set(parameter.type, textOf(parameter.value));
  }
  return html.replace(placeholderInText, (whole, name: string | undefined) => {
    if (name === undefined || !Object.hasOwn(legalPlaceholderKeys, name)) return whole;
    const keys: readonly string[] = legalPlaceholderKeys[name as keyof typeof legalPlaceholderKeys];
    const value = keys.map((key) => values.get(key) ?? '').find((text) => text !== '') ?? '';
    return escapeHtml(value).replace(/\{/g, '&#123;').replace(/\}/g, '&#125;');
  });
}
