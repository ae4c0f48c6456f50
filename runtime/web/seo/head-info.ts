import type { ServedParameter, ServedSiteInfo } from '../../../schemas/api/site.ts';
import { mediaCdnPath } from '../../engine/data/media-path.ts';

/** `<title>` of a page: its title, then the site name. */
export function documentTitle(pageTitle: string | null | undefined, siteName: string): string {
  const title = pageTitle?.trim();
  if (!title) return siteName;
  return title.toLowerCase().includes(siteName.toLowerCase()) ? title : `${title} | ${siteName}`;
}

/** The company's name (COMPANY_NAME parameter), else the site's name. */
export function siteName(root: { parameters: readonly ServedParameter[]; siteInfo: ServedSiteInfo }): string {
  const company = root.parameters.find((parameter) => parameter.type === 'COMPANY_NAME')?.value;
  return typeof company === 'string' && company.trim() !== '' ? company.trim() : root.siteInfo.name;
}

/** Meta description of pages without one: the company description (COMPANY_DESCRIPTION), as text. */
export function defaultDescription(parameters: readonly ServedParameter[], max = 160): string {
  const value = parameters.find((parameter) => parameter.type === 'COMPANY_DESCRIPTION')?.value;
  if (typeof value !== 'string') return '';
  const text = value.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** The favicon: the LOGO_FAVICON logo of the site, through the image CDN path. */
export function faviconHref(siteInfo: ServedSiteInfo): string | null {
  const logo = siteInfo.logos?.find((candidate) => candidate.type === 'LOGO_FAVICON');
  if (!logo) return null;
  const online = (logo as { onlineImage?: { url?: unknown } }).onlineImage;
  const src = typeof online?.url === 'string' ? online.url : typeof logo.url === 'string' ? logo.url : logo.src;
  return typeof src === 'string' && src !== '' ? mediaCdnPath(src) : null;
}

/** Text for an inline `<style>`: cannot close the element it sits in. */
export function safeStyleText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}
