export { escapeHtml } from '../../rules/escape-html.ts';

const ENTITY = /^&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});/;

/** Like `escapeHtml`, but keeps the character references already written (`&nbsp;`, `&#233;`). */
export function escapeHtmlText(text: string): string {
  let result = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (char === '&') result += ENTITY.test(text.slice(index)) ? '&' : '&amp;';
    else if (char === '<') result += '&lt;';
    else if (char === '>') result += '&gt;';
    else result += char;
  }
  return result;
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n' };

/** Decodes the character references of an attribute value, to inspect what a browser would see. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return NAMED[body.toLowerCase()] ?? match;
  });
}
