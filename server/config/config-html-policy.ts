import type { IOptions, Transformer } from 'sanitize-html';

/** Links: `target` only as `_blank`, which always gets `rel="noopener noreferrer"`; no other `rel`. */
const linkTarget: Transformer = (tagName, attribs) => {
  const { target, rel: _rel, ...rest } = attribs;
  return {
    tagName,
    attribs: target?.trim().toLowerCase() === '_blank' ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
  };
};

/** Table cells: `colspan`/`rowspan` of 1 to 3 digits, `scope` row/col/rowgroup/colgroup; other values dropped. */
const tableCell: Transformer = (tagName, attribs) => {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'colspan' || name === 'rowspan') {
      if (/^\d{1,3}$/.test(value)) kept[name] = value;
    } else if (name === 'scope') {
      if (/^(?:row|col|rowgroup|colgroup)$/i.test(value)) kept[name] = value.toLowerCase();
    } else {
      kept[name] = value;
    }
  }
  return { tagName, attribs: kept };
};

/**
 * What configured HTML may hold (rich text, image-text, legal texts, content bodies, popups,
 * END_OF_BODY_HTML markup): p, h2–h4, ul/ol/li, strong, em, a, br, blockquote and tables. Links
 * keep `href` (http, https, mailto, tel or a site path; never javascript:, data: or `//host`),
 * `title` and `target="_blank"` with `rel="noopener noreferrer"`; cells keep scope/colspan/rowspan.
 * No other attribute survives, so no on* handler and no style. Active elements (script, style,
 * iframe, svg, math, forms…) are dropped with their content; other tags are dropped, their text kept.
 */
export const configHtmlPolicy: IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'option', 'title', 'xmp',
    'svg', 'math', 'noembed', 'noframes', 'frameset', 'select', 'plaintext',
  ],
  enforceHtmlBoundary: false,
  transformTags: { a: linkTarget, th: tableCell, td: tableCell },
};
