const UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON text safe to place inside `<script type="application/ld+json">`: `<`, `>`, `&`, U+2028
 * and U+2029 are written as \u escapes, so no value can close the element or break parsing.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data);
  if (json === undefined) throw new TypeError('jsonLdScript: data must be serializable to JSON');
  return json.replace(/[<>&\u2028\u2029]/g, (character) => UNSAFE[character] ?? character);
}
