import type { HeadTag } from './head-tags.ts';
import type { SeoHeadData } from './seo-head-data.ts';

export interface SeoHeadProps {
  /** The page's head as its loader built it on the server; nothing is rendered without one (error pages keep their own head). */
  head: SeoHeadData | null | undefined;
}

function HeadElement({ tag }: { tag: HeadTag }) {
  if (tag.tag === 'title') return <title>{tag.text}</title>;
  if (tag.tag === 'meta') return <meta {...tag.attributes} />;
  const { hreflang, ...attributes } = tag.attributes;
  return <link {...attributes} {...(hreflang ? { hrefLang: hreflang } : {})} />;
}

/**
 * The SEO part of the document head, inside `<head>`: title, description, canonical, hreflang
 * alternates, Open Graph and a detail page's JSON-LD (data only: never executed, no nonce), all computed by
 * the page loader on the server (`seoHeadData`), so the browser only renders them. Values are
 * React text and attributes, so configured titles cannot inject markup.
 */
export function SeoHead({ head }: SeoHeadProps) {
  if (!head) return null;
  return (
    <>
      {head.tags.map((tag, index) => (
        <HeadElement key={index} tag={tag} />
      ))}
      {head.jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: head.jsonLd }} /> : null}
    </>
  );
}
