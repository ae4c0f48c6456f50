import { existsSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';

/**
 * Maps a requested SVG URL to a file of the site's `media/` folder, or null when it is not a
 * local media SVG. Accepted forms: `/media/<path>.svg`, the image CDN path the pages use
 * `/ik-seo{/media}/<path>/<name>.svg` (the SEO name dropped: `media/<path>.svg`, as the web
 * server reads it), `/ik-seo/<path>.svg`, or an absolute URL of one of the site's own hosts with such a path.
 * Anything leaving the media folder (`..`, encoded or not) is refused.
 */
export function localSvgPath(url: string, siteFolder: string, siteHosts: readonly string[]): string | null {
  let pathname: string;
  if (/^https?:\/\//i.test(url)) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    if (!siteHosts.map((host) => host.toLowerCase()).includes(parsed.hostname.toLowerCase())) return null;
    pathname = parsed.pathname;
  } else if (url.startsWith('/') && !url.startsWith('//')) {
    pathname = url.split(/[?#]/)[0] ?? '';
  } else {
    return null;
  }
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  let inMedia: string;
  if (pathname.startsWith('/media/')) inMedia = pathname.slice('/media/'.length);
  else if (pathname.startsWith('/ik-seo/')) inMedia = pathname.slice('/ik-seo/'.length);
  else return null;
  if (!inMedia.toLowerCase().endsWith('.svg')) return null;
  const mediaRoot = resolve(siteFolder, 'media');
  const file = resolve(mediaRoot, inMedia);
  if (!file.startsWith(mediaRoot + sep)) return null;
  if (!pathname.startsWith('/ik-seo/') || existsSync(file)) return file;
  // The CDN form: `/ik-seo/media/logos/logo/<seo-name>.svg` is `media/logos/logo.svg`.
  const stem = resolve(mediaRoot, inMedia.replace(/^media\//, ''));
  const cdnFile = `${dirname(stem)}.svg`;
  return cdnFile.startsWith(mediaRoot + sep) && existsSync(cdnFile) ? cdnFile : file;
}

/** The hosts a site's absolute media URLs may use: site.json hosts plus its info URLs. */
export function siteHostNames(hosts: readonly string[], urls: readonly (string | null | undefined)[]): string[] {
  const names = new Set(hosts.map((host) => host.replace(/:\d+$/, '')));
  for (const url of urls) {
    if (!url) continue;
    try {
      names.add(new URL(url).hostname);
    } catch {
      // not a URL: ignored
    }
  }
  return [...names];
}
