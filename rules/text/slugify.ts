const LIGATURES: Record<string, string> = { 'œ': 'oe', 'æ': 'ae', 'ß': 'ss', 'ø': 'o', 'đ': 'd', 'ł': 'l' };

/**
 * Name-to-slug (§5): lower case, accents removed, every run of non-alphanumerics becomes one
 * hyphen, no leading or trailing hyphen. `"Séjour Neige & Montagne"` → `"sejour-neige-montagne"`.
 */
export function slugify(name: string): string {
  if (typeof name !== 'string') {
    throw new TypeError(`slugify expects a string, got ${typeof name}`);
  }
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[œæßøđł]/g, (c) => LIGATURES[c] ?? c)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
