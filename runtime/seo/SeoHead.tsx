import { useMemo } from 'react';
import type { HeadTag } from './head-tags.ts';
import { seoHeadData, type SeoPage, type SeoRoot } from './seo-head-data.ts';

export interface SeoHeadProps {
  root: SeoRoot;
  /** The page route's data; nothing is rendered without a page (error pages keep their own head). */
  page: SeoPage | null;
}

function HeadElement({ tag }: { tag: HeadTag }) {
  if (tag.tag === 'title') return <title>{tag.text}</title>;
  if (tag.tag === 'meta') return <meta {...tag.attributes} />;
  const { hreflang, ...attributes } = tag.attributes;
  return <link {...attributes} {...(hreflang ? { hrefLang: hreflang } : {})} />;
}

/**
 * The SEO part of the document head, inside `<head>`: title, description, canonical, hreflang
 * alternates, Open Graph and the LocalBusiness JSON-LD (data only: never executed, no nonce).
 * Values are React text and attributes, so configured titles cannot inject markup.
 */
export function SeoHead({ root, page }: SeoHeadProps) {
  const data = useMemo(() => (page ? seoHeadData(root, page) : null), [root, page]);
  if (!data) return null;
  return (
    <>
      {data.tags.map((tag, index) => (
        <HeadElement key={index} tag={tag} />
      ))}
      {data.jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.jsonLd }} /> : null}
      {data.pageJsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.pageJsonLd }} /> : null}
    </>
  );
}
