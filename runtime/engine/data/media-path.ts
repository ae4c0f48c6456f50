/**
 * The image CDN path (`/ik-seo{path}/{name}.{ext}`) of a site media file such as
 * `/media/logos/favicon.png`: `/ik-seo/media/logos/favicon/favicon.png`. The web server maps
 * it back to the file. Absolute URLs are returned unchanged.
 */
export function mediaCdnPath(src: string, seoName?: string): string {
  if (/^[a-z]+:\/\//i.test(src) || src.startsWith('//') || src.startsWith('data:')) return src;
  const clean = src.startsWith('/') ? src : `/${src}`;
  const dot = clean.lastIndexOf('.');
  const slash = clean.lastIndexOf('/');
  if (dot <= slash) return clean;
  const stem = clean.slice(0, dot);
  const ext = clean.slice(dot + 1);
  const name = seoName || clean.slice(slash + 1, dot);
  return `/ik-seo${stem}/${encodeURIComponent(name)}.${ext}`;
}
