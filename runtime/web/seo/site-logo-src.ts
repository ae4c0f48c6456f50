import type { ServedLogo } from '../../../schemas/api/site.ts';

const LOGO_TYPES = ['LOGO', 'LOGO_FOOTER'];

/**
 * The site logo's source (a media path such as `/media/logos/logo.svg`, a CDN path, or an https
 * URL): the main logo, else the footer's; null when the site has none.
 */
export function siteLogoSrc(siteInfo: { logos?: readonly ServedLogo[] | undefined }): string | null {
  for (const type of LOGO_TYPES) {
    const logo = siteInfo.logos?.find((candidate) => candidate.type === type);
    const online = (logo as { onlineImage?: { url?: unknown } } | undefined)?.onlineImage?.url;
    const src = typeof online === 'string' ? online : (logo?.url ?? logo?.src);
    if (typeof src !== 'string' || src === '') continue;
    if (/^https:\/\//i.test(src) || (src.startsWith('/') && !src.startsWith('//'))) return src;
  }
  return null;
}
