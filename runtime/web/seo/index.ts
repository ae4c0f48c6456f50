// Public surface of the SEO builders: pure TypeScript, no React, no Node.
export { headTags, OG_LOCALES, HREFLANGS } from './head-tags.ts';
export type { HeadTag, HeadTagsInput } from './head-tags.ts';
export { renderHeadTags } from './render-head-tags.ts';
export { sitemapXml } from './sitemap-xml.ts';
export type { SitemapEntry, SitemapInput } from './sitemap-xml.ts';
export { sitemapEntries, FIXED_SITEMAP_PATHS } from './sitemap-entries.ts';
export type { SitemapPage } from './sitemap-entries.ts';
export { robotsTxt, ROBOTS_DISALLOW } from './robots-txt.ts';
export { organizationJsonLd, openingHoursSpecification, postalAddress, SOCIAL_URL_KEYS } from './organization-json-ld.ts';
export { jsonLdScript } from './json-ld-script.ts';
export { escapeXml } from './escape-xml.ts';
export { siteOrigin, absoluteUrl } from './site-origin.ts';
export type { LocalePaths } from './site-origin.ts';
