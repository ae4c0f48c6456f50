import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { BlobStore } from '../../files/blob-store.ts';
import type { StagedFile } from '../../files/file-store.ts';
import { ApiError } from '../../errors/api-error.ts';
import { formatMessage, type ServerMessage } from '../../i18n/format-message.ts';
import type { Locale } from '../../../rules/locale.ts';
import { MAX_MEDIA_PIXELS } from './media-limits.ts';
import { mediaMessages } from './media-messages.ts';
import { sniffImageType, type LibraryType } from './sniff-image-type.ts';

/** A checked upload: its content hash, the type its bytes show, its pixels and bytes; its bytes under `media-<hash>`. */
export interface LibraryUpload {
  hash: string;
  mime: LibraryType;
  width: number;
  height: number;
  size: number;
}

/** The file store key of a library picture's bytes. */
export const mediaKey = (hash: string) => `media-${hash}`;

const looksLikeSvg = (head: Buffer) => /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!doctype svg[^>]*>\s*)?<svg[\s>]/i.test(head.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, ''));

/**
 * Reads back a staged upload (at most the library's 10 MB, bounded while it streamed in), decides
 * its type from its bytes, reads its pixels from its header with sharp (refusing past 40 MP before
 * any decoding), and keeps its bytes under `media-<sha256>` unless that key already holds them.
 * Throws a bilingual ApiError naming the field `file` for anything that is not a picture. The
 * staged copy is the caller's to discard.
 */
export async function readUpload(blobs: BlobStore, staged: StagedFile, lang: Locale): Promise<LibraryUpload> {
  const found = await blobs.read(staged.id);
  if (!found) throw new Error(`staged upload ${staged.id} vanished from the file store`);
  const chunks: Buffer[] = [];
  for await (const chunk of found.stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const refuse = (message: ServerMessage, values: Record<string, string | number> = {}, status: 413 | 415 | 422 = 415) => {
    const all = { name: staged.name, ...values };
    return new ApiError(status, message, { errors: { file: formatMessage(message, lang, all) } }, all);
  };
  const mime = sniffImageType(bytes.subarray(0, 256));
  if (!mime) throw looksLikeSvg(bytes) ? refuse(mediaMessages.svgRefused) : refuse(mediaMessages.notAPicture);
  let width: number | undefined;
  let height: number | undefined;
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    width = meta.autoOrient?.width ?? meta.width;
    height = meta.autoOrient?.height ?? meta.height;
  } catch {
    throw refuse(mediaMessages.unreadable, {}, 422);
  }
  if (!width || !height) throw refuse(mediaMessages.unreadable, {}, 422);
  if (width * height > MAX_MEDIA_PIXELS) throw refuse(mediaMessages.tooManyPixels, { width, height, max: MAX_MEDIA_PIXELS / 1_000_000 }, 413);
  const hash = createHash('sha256').update(bytes).digest('hex');
  await keepOnce(blobs, mediaKey(hash), bytes);
  return { hash, mime, width, height, size: bytes.length };
}

/** Writes of this process under way, by key: the same bytes uploaded twice at once are written once. */
const writing = new Map<string, Promise<void>>();

/** Stores `bytes` under `key` unless the store holds them already or another upload is writing them. */
async function keepOnce(blobs: BlobStore, key: string, bytes: Buffer): Promise<void> {
  const running = writing.get(key);
  if (running) return running;
  const work = (async () => {
    const kept = await blobs.read(key);
    if (kept) kept.stream.destroy();
    else await blobs.write(key, Readable.from([bytes]));
  })().finally(() => writing.delete(key));
  writing.set(key, work);
  return work;
}
