/** A CSS string literal: quotes, backslashes and line breaks escaped, no way out of the rule. */
export function cssString(value: string): string {
  return `"${value.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f<>]/g, ' ')}"`;
}
