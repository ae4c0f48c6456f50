import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import type { FetchLike } from '../data/config-cache.server.ts';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' };
const LIBRARY_PATH = /^\/ik-seo\/media\/library\/([0-9a-f]{64})\/[^/]+\.[a-z0-9]+$/i;

export interface LibraryOriginalsOptions {
  apiFetch: FetchLike;
  apiBase: string;
  /** Where originals are kept on this instance, per site and content hash (`$DATA_DIR/media-library`). */
  folder: string;
}

/**
 * The original of a media library picture for the image pipeline (`/ik-seo/media/library/<sha256>/<name>.<ext>`):
 * a local file, fetched once from the API (`GET /media-library/<sha256>`, the site's own pictures
 * only) into `folder/<idSite>/<sha256>.<ext>`. The name is the bytes' hash, so a kept copy is never
 * stale; two requests at once share one fetch. Null when the path is no library picture or the
 * site has none of that hash.
 */
export function libraryOriginals(options: LibraryOriginalsOptions): (idSite: number, urlPath: string) => Promise<string | null> {
  const inFlight = new Map<string, Promise<string | null>>();
  return async (idSite, urlPath) => {
    const hash = LIBRARY_PATH.exec(urlPath)?.[1]?.toLowerCase();
    if (!hash) return null;
    const folder = join(options.folder, String(idSite));
    for (const ext of Object.values(EXTENSIONS)) {
      const file = join(folder, `${hash}.${ext}`);
      if (existsSync(file)) return file;
    }
    const key = `${idSite}/${hash}`;
    const running = inFlight.get(key);
    if (running) return running;
    const work = (async () => {
      const answer = await options.apiFetch(`${options.apiBase}/media-library/${hash}`, { headers: { idSite: String(idSite) } });
      const ext = EXTENSIONS[answer.headers.get('content-type') ?? ''];
      if (answer.status !== 200 || !ext || !answer.body) {
        await answer.body?.cancel();
        return null;
      }
      mkdirSync(folder, { recursive: true });
      const file = join(folder, `${hash}.${ext}`);
      const part = `${file}.${process.pid}.part`;
      try {
        await pipeline(Readable.fromWeb(answer.body as NodeReadableStream<Uint8Array>), createWriteStream(part));
        await rename(part, file);
      } catch (error) {
        await rm(part, { force: true });
        throw error;
      }
      return file;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, work);
    return work;
  };
}
