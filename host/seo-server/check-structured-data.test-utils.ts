import { FRENCH_LABEL_WORDS, LABEL_KEYS, PROPER_NAME_PATHS, TYPE_RULES, TYPES_WITHOUT_RULES, type PropertyRule } from './structured-data-rules.test-utils.ts';
import type { Lang } from '../../rules/locale.ts';

/** Every JSON-LD block of a page, parsed (a block may hold one node, a list, or a @graph). */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!) as unknown);
}

/** The typed nodes of the blocks, top level first, each with its path (`0.hasVariant.1.offers`). */
export function typedNodes(blocks: readonly unknown[]): { path: string; node: Record<string, unknown> }[] {
  const found: { path: string; node: Record<string, unknown> }[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, path ? `${path}.${index}` : String(index)));
    if (typeof value !== 'object' || value === null) return;
    const node = value as Record<string, unknown>;
    if (typeof node['@type'] === 'string') found.push({ path, node });
    for (const [key, child] of Object.entries(node)) if (key !== '@context') walk(child, `${path}.${key}`);
  };
  blocks.forEach((block, index) => walk(block, String(index)));
  return found;
}

const ABSOLUTE_URL = /^https?:\/\/[^/\s]+(\/\S*)?$/;
const URL_KEYS = new Set(['url', 'item', 'image', 'logo', '@id', 'mainEntityOfPage', 'sameAs', 'variesBy']);

function checkValue(value: unknown, rule: PropertyRule): string | null {
  if (rule.list && Array.isArray(value)) {
    if (value.length === 0) return 'is an empty list';
    for (const one of value) {
      const problem = checkValue(one, { ...rule, list: false });
      if (problem) return problem;
    }
    return null;
  }
  switch (rule.kind) {
    case 'text':
      return typeof value === 'string' && value.trim() !== '' ? null : `must be text, got ${JSON.stringify(value)}`;
    case 'url':
      return typeof value === 'string' && ABSOLUTE_URL.test(value) ? null : `must be an absolute URL, got ${JSON.stringify(value)}`;
    case 'rasterImage':
      return typeof value === 'string' && ABSOLUTE_URL.test(value) && !/\.svg(?:[?#]|$)/i.test(value) ? null : `must be the absolute URL of a raster picture (merchant listings take no SVG), got ${JSON.stringify(value)}`;
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2}))?$/.test(value) ? null : `must be an ISO 8601 date, got ${JSON.stringify(value)}`;
    case 'dateTimeWithZone':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2}))?$/.test(value) ? null : `must be a date, or a date-time with its time zone offset, got ${JSON.stringify(value)}`;
    case 'price':
      return (typeof value === 'string' && /^\d+(\.\d{2})?$/.test(value)) || (typeof value === 'number' && Number.isFinite(value) && value >= 0) ? null : `must be a price like "9.80", got ${JSON.stringify(value)}`;
    case 'currency':
      return typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? null : `must be an ISO 4217 currency, got ${JSON.stringify(value)}`;
    case 'country':
      return typeof value === 'string' && /^[A-Z]{2}$/.test(value) ? null : `must be an ISO 3166-1 alpha-2 country, got ${JSON.stringify(value)}`;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : `must be a number, got ${JSON.stringify(value)}`;
    case 'phone':
      return typeof value === 'string' && /^\+\d{8,15}$/.test(value) ? null : `must be a phone number in international form (+33…), got ${JSON.stringify(value)}`;
    case 'enum':
      return typeof value === 'string' && rule.values!.includes(value) ? null : `must be one of ${rule.values!.join(', ')}, got ${JSON.stringify(value)}`;
    case 'object': {
      const type = (value as { '@type'?: unknown } | null)?.['@type'];
      return typeof type === 'string' && rule.types!.includes(type) ? null : `must be a ${rule.types!.join(' or ')}, got ${JSON.stringify(type ?? value)}`;
    }
  }
}

/**
 * The problems of a page's JSON-LD against Google's rules (TYPE_RULES): an unknown type, a missing
 * required or recommended property, a value of the wrong kind, a URL that is not absolute, and, in
 * an English block, a French label word.
 */
export function structuredDataProblems(blocks: readonly unknown[], language: Lang): string[] {
  const problems: string[] = [];
  const nodes = typedNodes(blocks);
  const typeAt = new Map(nodes.map(({ path, node }) => [path, node['@type']]));
  for (const { path, node } of nodes) {
    const type = node['@type'] as string;
    // An event's offer is its ticket (Google's Event rules), not a merchant listing's offer.
    const underEvent = type === 'Offer' && typeAt.get(path.slice(0, path.lastIndexOf('.'))) === 'Event';
    const rule = underEvent ? TYPE_RULES.EventOffer : TYPE_RULES[type];
    if (!rule) {
      if (!TYPES_WITHOUT_RULES.has(type)) problems.push(`${path}: no rule for type ${type}`);
      continue;
    }
    for (const [property, propertyRule] of Object.entries(rule.required)) {
      // The last crumb (the page itself) may leave out its URL.
      if (property === 'item' && type === 'ListItem') continue;
      if (node[property] === undefined) problems.push(`${path}: ${type} misses required ${property} (${rule.source})`);
      else {
        const problem = checkValue(node[property], propertyRule);
        if (problem) problems.push(`${path}.${property} ${problem}`);
      }
    }
    for (const [property, propertyRule] of Object.entries(rule.recommended)) {
      if (node[property] === undefined) {
        if (!rule.allowedMissing?.[property]) problems.push(`${path}: ${type} misses recommended ${property} (${rule.source})`);
      } else {
        const problem = checkValue(node[property], propertyRule);
        if (problem) problems.push(`${path}.${property} ${problem}`);
      }
    }
  }
  const walk = (value: unknown, path: string, key: string) => {
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, `${path}.${index}`, key));
    if (typeof value === 'object' && value !== null) {
      for (const [childKey, child] of Object.entries(value)) walk(child, `${path}.${childKey}`, childKey);
      return;
    }
    if (typeof value !== 'string') return;
    if (URL_KEYS.has(key) && !ABSOLUTE_URL.test(value)) problems.push(`${path}: ${JSON.stringify(value)} is not an absolute URL`);
    if (language === 'en' && LABEL_KEYS.has(key) && !PROPER_NAME_PATHS.test(path)) {
      const word = FRENCH_LABEL_WORDS.find((one) => new RegExp(`(^|[^\\p{L}])${one}([^\\p{L}]|$)`, 'iu').test(value));
      if (word) problems.push(`${path}: French "${word}" in an English block: ${JSON.stringify(value)}`);
    }
  };
  blocks.forEach((block, index) => walk(block, String(index), ''));
  return problems;
}
