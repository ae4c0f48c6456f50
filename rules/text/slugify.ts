const LIGATURES: Record<string, string> = { 'œ': 'oe', 'æ': 'ae', 'ß': 'ss', 'ø': 'o', 'đ': 'd', 'ł': 'l' };

/**
 * Name-to-slug (§5): lower case, accents removed, every run of non-alphanumerics becomes one
 * hyphen, no leading or trailing hyphen. `"Séjour Neige & Montagne"` → `"sejour-neige-montagne"`.
 */
/** Slugs already made: a page asks for the same names (image alts, product names) on every render. */
const made = new Map<string, string>();

export function slugify(name: string): string {
  if (typeof name !== 'string') {
    throw new TypeError(`slugify expects a string, got ${typeof name}`);
  }
  let slug = made.get(name);
  if (slug === undefined) {
    slug = name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[œæßøđł]/g, (c) => LIGATURES[c] ?? c)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    // Bounded: a long-running server meets every name of every site, and names change.
    if (made.size >= 4096) made.clear();
    made.set(name, slug);
  }
  return slug;
}
