import { safeJoin, isFile } from './send-file.server.ts';

const IMAGE_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'gif', 'avif', 'mp4', 'm4v', 'webm', 'mov'];

const RASTER_ORIGINALS = ['jpg', 'jpeg', 'png', 'webp'];

/**
 * The image CDN path `/ik-seo{path}/{name}.{ext}` → the site file `media{path}.{ext}`
 * (`{path}` may already start with `/media`). The SEO name is ignored. A raster extension
 * (`.jpg`, `.png`, `.webp`, `.avif`) finds the file of that extension, else the raster original of
 * another (`coach.jpg` for `coach/autocar.webp`), which the server converts, else an SVG or GIF
 * original, which it draws (image-variants).
 * Null when nothing matches.
 */
export function resolveMediaFile(siteDir: string, urlPath: string): string | null {
  const match = /^\/ik-seo(\/.+)\/[^/]+\.([a-z0-9]+)$/i.exec(urlPath);
  if (!match) return null;
  let path: string;
  try {
    path = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  const ext = match[2]!.toLowerCase();
  if (!IMAGE_EXTENSIONS.includes(ext)) return null;
  const stem = path.startsWith('/media/') ? path : `/media${path}`;
  // A raster extension finds a raster original first, else an SVG or a GIF, which image-variants draws.
  const candidates = ext === 'avif' || RASTER_ORIGINALS.includes(ext) ? [...new Set([ext, ...RASTER_ORIGINALS, 'svg', 'gif'])] : [ext];
  for (const candidate of candidates) {
    const file = safeJoin(siteDir, `${stem}.${candidate}`);
    if (file && isFile(file)) return file;
  }
  return null;
}

/** `/fonts/{file}` → the site's `fonts/{file}`; one path segment, font extensions only. */
export function resolveFontFile(siteDir: string, urlPath: string): string | null {
  const match = /^\/fonts\/([^/]+\.(?:woff2?|ttf|otf))$/i.exec(urlPath);
  if (!match) return null;
  let name: string;
  try {
    name = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  if (name.includes('/') || name.includes('\\')) return null;
  const file = safeJoin(siteDir, `/fonts/${name}`);
  return file && isFile(file) ? file : null;
}

/**
 * `/favicon.ico`, which browsers ask for on their own: the site's `media/favicon.{ico,svg,png}`
 * when there is one, else null (the server answers 204, so a site without a favicon logs no error).
 */
export function resolveFaviconFile(siteDir: string): string | null {
  for (const ext of ['ico', 'svg', 'png']) {
    const file = safeJoin(siteDir, `/media/favicon.${ext}`);
    if (file && isFile(file)) return file;
  }
  return null;
}
