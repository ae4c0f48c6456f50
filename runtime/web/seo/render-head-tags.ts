import { escapeXml } from './escape-xml.ts';
import type { HeadTag } from './head-tags.ts';

/** The head tags as an HTML string (for a server that writes the head itself); values escaped. */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === 'title') return `<title>${escapeXml(tag.text)}</title>`;
      const attributes = Object.entries(tag.attributes)
        .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
        .join('');
      return `<${tag.tag}${attributes}>`;
    })
    .join('\n');
}
