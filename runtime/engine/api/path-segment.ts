/** Encodes one path segment (an id, a slug, a search text) for an endpoint URL. */
export function seg(value: string | number): string {
  const text = String(value);
  if (text === '') throw new TypeError('An endpoint path segment cannot be empty');
  return encodeURIComponent(text);
}
