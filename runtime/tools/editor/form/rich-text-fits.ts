/**
 * The tags the rich-text editor writes: those of the configuration's HTML policy
 * (server/config/config-html-policy.ts) but its tables, which stay for the HTML source box.
 */
export const RICH_TEXT_TAGS = ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br', 'blockquote'] as const;

/** Tags a browser or a paste may write for the same thing, which the editor reads as its own. */
const READ_AS_OWN = new Set(['b', 'i']);

const own = new Set<string>(RICH_TEXT_TAGS);

/**
 * Whether the rich-text editor can hold this HTML without dropping anything: every tag is one it
 * writes (a table, for instance, is not, and would be lost: such a text is edited as HTML).
 */
export function richTextFits(html: string): boolean {
  for (const match of html.matchAll(/<\/?\s*([a-zA-Z][a-zA-Z0-9-]*)/g)) {
    const tag = match[1]!.toLowerCase();
    if (!own.has(tag) && !READ_AS_OWN.has(tag)) return false;
  }
  return true;
}
