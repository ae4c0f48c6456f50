import { decodeEntities } from './escape-html.ts';

/**
 * A link target allowed in configured HTML: http(s), mailto:, tel:, or a path on the site
 * (`/…`, `#…`, `?…`, `page`). Anything else (javascript:, data:, vbscript:, `//host`) gives null.
 * Entities and control characters are resolved first, as a browser would.
 */
export function safeUrl(raw: string): string | null {
  // eslint-disable-next-line no-control-regex
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (url === '') return null;
  if (/^(?:https?:\/\/[^/\\]|mailto:|tel:)/i.test(url)) return url;
  if (/^[/\\]{2}/.test(url)) return null;
  const scheme = url.match(/^([^/?#]*?):/);
  if (scheme) return null;
  return url;
}
