/**
 * The one parser of cookies (§9: `locale`, `cart-id`, `token`, the consent choice): one cookie's
 * value in a Cookie header or `document.cookie`, percent-decoded; undefined when it is absent or
 * its value cannot be decoded. The first of two cookies of the same name wins.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
