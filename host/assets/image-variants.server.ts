import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { extname } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { BlobStore } from '../../server/files/blob-store.ts';
import { formatOfExtension, negotiateFormat, requestedWidth, type ImageFormat } from './image-format.ts';
import { createLimiter, LimiterBusyError, type Limiter } from './limit-concurrency.ts';
import { fileEtag, notModified, notModifiedResponse, sendFile, type FileRequest } from './send-file.server.ts';

/** Encoder settings; part of every cache key, so changing one makes fresh variants. */
const ENCODE = {
  jpeg: { quality: 78, mozjpeg: true },
  webp: { quality: 74, effort: 4 },
  avif: { quality: 50, effort: 3 },
  png: { compressionLevel: 9, adaptiveFiltering: true },
} as const;
const TYPES: Record<ImageFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };
/** Originals of other formats that a raster extension may ask for (drawn, or the GIF's first frame). */
const CONVERTED = ['svg', 'gif'];
/** A variant asked without a width (`.webp` with no `tr`) is made at most this wide. */
const DEFAULT_WIDTH = 1920;
/** AVIF is kept only where it pays: at most this share of the WebP's bytes. */
const AVIF_PAYS = 0.9;
const KEY_VERSION = `v1|vips ${sharp.versions.vips}|${JSON.stringify(ENCODE)}`;

// libvips keeps recent operations in memory; the variants are kept on disk or in the bucket instead.
sharp.cache(false);

export interface ImageVariantsOptions {
  /** Where variants are kept: the disk (`$DATA_DIR/image-variants`) or the bucket (`S3_BUCKET`). */
  store: () => BlobStore;
  cacheControl: string;
  /** Originals with more pixels are refused (422) before they are decoded; default 40 MP. */
  maxInputPixels?: number;
  /** Variants made at once (default: half the cores, at least 1). */
  concurrency?: number;
  /** Requests waiting for a slot past which a new one gets a 503 (default 32). */
  maxQueued?: number;
  log?: (line: string) => void;
}

export interface ImageVariants {
  /**
   * The answer to an image CDN request for `file` (a site media file): the file itself for an
   * SVG, a video or a raster original asked as is; else a resized and re-encoded variant (an SVG
   * asked as `.jpg` is drawn).
   */
  serve(request: Request, file: string, askedExt: string, tr: string | undefined): Promise<Response>;
  readonly limiter: Limiter;
}

interface Original {
  width: number;
  height: number;
  etag: string;
}

/**
 * The raster variants of `/ik-seo` (decision 0039): widths of a fixed ladder (`?tr=w-640`,
 * never enlarged), AVIF where it pays, WebP, or the original's JPEG/PNG by the extension asked and
 * the browser's `Accept`; each made once by sharp, bounded in pixels and in how many at once, kept
 * in the store under a key of the original's bytes and the settings, with a strong ETag.
 */
export function createImageVariants(options: ImageVariantsOptions): ImageVariants {
  const maxInputPixels = options.maxInputPixels ?? 40_000_000;
  const limiter = createLimiter(options.concurrency ?? Math.max(1, Math.floor(availableParallelism() / 2)), options.maxQueued ?? 32);
  const log = options.log ?? (() => {});
  const originals = new Map<string, Original & { size: number; mtimeMs: number }>();
  const inFlight = new Map<string, Promise<Buffer | null>>();
  const avifChoice = new Map<string, 'avif' | 'webp'>();
  let store: BlobStore | null = null;
  const theStore = () => (store ??= options.store());

  const original = async (file: string): Promise<Original> => {
    const stat = statSync(file);
    const known = originals.get(file);
    if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) return known;
    const meta = await sharp(file, { limitInputPixels: false }).metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) throw new Error(`${file}: not a readable image`);
    const found = { width, height, etag: fileEtag(file, stat), size: stat.size, mtimeMs: stat.mtimeMs };
    if (originals.size > 2000) originals.clear();
    originals.set(file, found);
    return found;
  };

  const keyOf = (source: Original, width: number, format: ImageFormat) =>
    createHash('sha256').update(`${KEY_VERSION}|${source.etag}|${width}|${format}`).digest('hex').slice(0, 40);

  /** The variant's bytes when just made, or null when the store already holds it. */
  const ensure = (file: string, key: string, width: number, format: ImageFormat): Promise<Buffer | null> => {
    const running = inFlight.get(key);
    if (running) return running;
    const work = (async () => {
      // A store that cannot be read (the bucket unreachable) costs a remake, not an error page.
      const kept = await theStore().read(key).catch((error: unknown) => {
        log(`[images] could not read variant ${key}: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      });
      if (kept) {
        kept.stream.destroy();
        return null;
      }
      const bytes = await limiter.run(() => {
        const resized = sharp(file, { limitInputPixels: maxInputPixels, sequentialRead: true })
          .autoOrient()
          .resize({ width, withoutEnlargement: true });
        // JPEG has no transparency: a PNG packshot goes on white (sharp's default would be black).
        return (format === 'jpeg' ? resized.flatten({ background: '#ffffff' }) : resized).toFormat(format, ENCODE[format]).toBuffer();
      });
      await theStore().write(key, Readable.from([bytes])).catch((error: unknown) => {
        log(`[images] could not keep variant ${key}: ${error instanceof Error ? error.message : String(error)}`);
      });
      return bytes;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, work);
    return work;
  };

  const sizeOf = async (file: string, key: string, width: number, format: ImageFormat): Promise<number> => {
    const made = await ensure(file, key, width, format);
    if (made) return made.length;
    const kept = await theStore().read(key);
    kept?.stream.destroy();
    return kept?.size ?? Number.POSITIVE_INFINITY;
  };

  /** AVIF if it is at most 90 % of the WebP's bytes at this width, else WebP; decided once per variant. */
  const avifOrWebp = async (file: string, source: Original, width: number): Promise<'avif' | 'webp'> => {
    const webpKey = keyOf(source, width, 'webp');
    const decided = avifChoice.get(webpKey);
    if (decided) return decided;
    const [avif, webp] = await Promise.all([sizeOf(file, keyOf(source, width, 'avif'), width, 'avif'), sizeOf(file, webpKey, width, 'webp')]);
    const choice = avif <= webp * AVIF_PAYS ? 'avif' : 'webp';
    if (avifChoice.size > 5000) avifChoice.clear();
    avifChoice.set(webpKey, choice);
    return choice;
  };

  const respond = async (request: FileRequest & Request, file: string, source: Original, width: number, format: ImageFormat, negotiated: boolean): Promise<Response> => {
    const key = keyOf(source, width, format);
    const headers = new Headers({ 'Content-Type': TYPES[format], 'Cache-Control': options.cacheControl, ETag: `"${key}"` });
    if (negotiated) headers.set('Vary', 'Accept');
    if (notModified(request.headers, `"${key}"`)) return notModifiedResponse(headers);
    const made = await ensure(file, key, width, format);
    if (made) {
      headers.set('Content-Length', String(made.length));
      return new Response(request.method === 'HEAD' ? null : new Uint8Array(made), { status: 200, headers });
    }
    const kept = await theStore().read(key);
    if (!kept) throw new Error(`image variant ${key} vanished from the store`);
    headers.set('Content-Length', String(kept.size));
    if (request.method === 'HEAD') {
      kept.stream.destroy();
      return new Response(null, { status: 200, headers });
    }
    return new Response(Readable.toWeb(kept.stream) as ReadableStream, { status: 200, headers });
  };

  return {
    limiter,
    async serve(request, file, askedExt, tr) {
      const fileExt = extname(file).slice(1).toLowerCase();
      const fileFormat = formatOfExtension(fileExt);
      const asked = formatOfExtension(askedExt);
      // SVG and GIF asked as they are, video: sent as they are, any `tr` ignored (a drawing has no
      // pixel width to resize to). An SVG or GIF asked in a raster format is drawn by sharp (a GIF's
      // first frame) at its own size or the width asked, never larger: the raster picture that
      // structured data and link previews need.
      if (!asked || (!fileFormat && !CONVERTED.includes(fileExt))) return sendFile(file, options.cacheControl, request);
      const width = requestedWidth(tr);
      if (width === undefined) return new Response('Not found', { status: 404 });
      const sameFormat = asked === fileFormat;
      if (width === null && sameFormat) return sendFile(file, options.cacheControl, request);
      try {
        const source = await original(file);
        if (source.width * source.height > maxInputPixels) {
          log(`[images] ${file}: ${source.width}×${source.height} is over ${maxInputPixels} pixels, not resized`);
          return new Response('Image too large to resize', { status: 422 });
        }
        const effective = Math.min(width ?? DEFAULT_WIDTH, source.width);
        // The original's extension is negotiated (AVIF, WebP, else as asked); `.webp` and `.avif` are taken as asked.
        const negotiated = (asked === 'jpeg' || asked === 'png') ? negotiateFormat(request.headers.get('accept'), asked) : asked;
        const format = negotiated === 'avifOrWebp' ? await avifOrWebp(file, source, effective) : negotiated;
        return await respond(request, file, source, effective, format, asked === 'jpeg' || asked === 'png');
      } catch (error) {
        if (error instanceof LimiterBusyError) {
          return new Response('Busy making images, retry shortly', { status: 503, headers: { 'Retry-After': '2', 'Cache-Control': 'no-store' } });
        }
        throw error;
      }
    },
  };
}
