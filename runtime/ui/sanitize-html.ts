import { escapeHtml, escapeHtmlText } from './escape-html.ts';
import { safeUrl } from './safe-url.ts';

/**
 * An allowlist HTML sanitizer for configured content (rich text, legal texts), pure TypeScript so
 * it runs the same on the server and in the browser. Kept: p, h2–h4, ul, ol, li, strong, em, a
 * (http(s)/mailto/tel/relative href), br, blockquote and tables. Dropped with their content:
 * script, style, iframe and other active elements. Other tags are dropped, their text kept and
 * escaped. Every attribute but the allowed ones (href, title; scope/colspan/rowspan on cells) is
 * dropped, so no on* handler survives. Unclosed tags are closed, stray closing tags ignored.
 */
const ALLOWED = new Set([
  'p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br', 'blockquote',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);
const VOID = new Set(['br']);
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'title',
  'xmp', 'svg', 'math', 'noembed', 'noframes', 'frameset', 'select', 'plaintext',
]);
const ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  th: ['scope', 'colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributeValue(tag: string, name: string, value: string): string | null {
  if (name === 'href') return safeUrl(value);
  if (name === 'scope') return /^(?:row|col|rowgroup|colgroup)$/i.test(value) ? value.toLowerCase() : null;
  if (name === 'colspan' || name === 'rowspan') return /^\d{1,3}$/.test(value) ? value : null;
  return tag === 'a' && name === 'title' ? value : null;
}

function openTag(tag: string, rawAttributes: string): string {
  const allowed = ATTRIBUTES[tag] ?? [];
  let result = `<${tag}`;
  for (const match of rawAttributes.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!allowed.includes(name)) continue;
    const value = attributeValue(tag, name, match[2] ?? match[3] ?? match[4] ?? '');
    if (value !== null) result += ` ${name}="${escapeHtml(value)}"`;
  }
  return `${result}>`;
}

export function sanitizeHtml(html: string): string {
  if (typeof html !== 'string') throw new TypeError(`sanitizeHtml expects a string, got ${typeof html}`);
  const open: string[] = [];
  let output = '';
  let cursor = 0;
  let skipUntil: string | null = null;
  for (const match of html.matchAll(TOKEN)) {
    const text = html.slice(cursor, match.index);
    cursor = match.index + match[0].length;
    if (skipUntil === null) output += escapeHtmlText(text);
    const name = match[2]?.toLowerCase();
    if (!name) continue; // comment, CDATA, doctype, processing instruction
    const closing = match[1] === '/';
    if (skipUntil !== null) {
      if (closing && name === skipUntil) skipUntil = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing) skipUntil = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (VOID.has(name)) {
      if (!closing) output += `<${name}>`;
    } else if (!closing) {
      output += openTag(name, match[3] ?? '');
      open.push(name);
    } else if (open.includes(name)) {
      while (open.length > 0) {
        const last = open.pop() as string;
        output += `</${last}>`;
        if (last === name) break;
      }
    }
  }
  if (skipUntil === null) output += escapeHtmlText(html.slice(cursor));
  while (open.length > 0) output += `</${open.pop()}>`;
  return output;
}
