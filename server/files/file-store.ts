import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { FilesTable } from '../db/tables/accounts.ts';
import type { BlobStore } from './blob-store.ts';
import type { FileLinks } from './file-links.ts';
import { byteLimit } from './byte-limit.ts';
import { sniffFileType } from './sniff-file-type.ts';

export type StoredFile = Selectable<FilesTable>;

/** Bytes written to the store but not yet recorded: recorded in a transaction, or discarded. */
export interface StagedFile {
  id: string;
  /** The cleaned file name the uploader gave. */
  name: string;
  /** The type the uploader announced (never trusted for serving). */
  declaredType: string;
  /** The type the bytes show (sniffFileType), or null when it is none of the allowed types. */
  sniffedType: string | null;
  size: number;
}

export interface StageOptions {
  name: string;
  declaredType: string;
  /** Most bytes accepted: the write fails with `tooLarge()` as soon as more arrive. */
  maxBytes: number;
  tooLarge: () => Error;
}

export interface RecordOptions {
  idSite: number;
  /** Why the file was uploaded: `form`, `customization`, `layout-preview`… */
  purpose: string;
  ownerId?: number | null;
  /** The type the file is served with. */
  mime: string;
}

/**
 * Uploaded files: bytes in a BlobStore (disk or S3) under the file's id, one DB row each (id,
 * name, mime, size, owner). Bytes are streamed in (`stage`) and out (`read`), never held whole.
 */
export interface FileStore {
  readonly blobs: BlobStore;
  /** Signed, expiring download links (form files in the company's mail). */
  readonly links: FileLinks;
  /** Streams an upload into the store, counting it; on any failure nothing is left. */
  stage(source: Readable, options: StageOptions): Promise<StagedFile>;
  /** Records a staged file's row; pass a transaction so it commits with the caller's writes. */
  record(staged: StagedFile, options: RecordOptions, db?: Kysely<Database>): Promise<StoredFile>;
  /** Removes the bytes of staged files whose rows were never committed. */
  discard(staged: readonly StagedFile[]): Promise<void>;
  get(id: string): Promise<StoredFile | undefined>;
  read(id: string): Promise<{ file: StoredFile; stream: Readable; size: number } | undefined>;
  remove(id: string, db?: Kysely<Database>): Promise<void>;
}

/** Largest file the store keeps, whatever a form or customization allows (10 MB). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Keeps a file name readable and safe to echo back: no path, no control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return cleaned || 'file';
}

export function createFileStore(db: Kysely<Database>, blobs: BlobStore, links: FileLinks, now: () => Date): FileStore {
  const get = (id: string) => db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    blobs,
    links,
    async stage(source, { name, declaredType, maxBytes, tooLarge }) {
      const id = randomUUID();
      const counter = byteLimit(maxBytes, tooLarge);
      source.once('error', (error) => counter.destroy(error));
      source.pipe(counter);
      await blobs.write(id, counter);
      const cleaned = cleanFileName(name);
      return { id, name: cleaned, declaredType, sniffedType: sniffFileType(counter.head(), cleaned), size: counter.size };
    },
    async record(staged, { idSite, purpose, ownerId = null, mime }, executor = db) {
      const row: StoredFile = { id: staged.id, idSite, name: staged.name, mime, size: staged.size, ownerId, purpose, createdAt: now().toISOString() };
      await executor.insertInto('files').values(row).execute();
      return row;
    },
    async discard(staged) {
      await Promise.all(staged.map((file) => blobs.remove(file.id).catch(() => undefined)));
    },
    get,
    async read(id) {
      const file = await get(id);
      if (!file) return undefined;
      const found = await blobs.read(id);
      return found ? { file, ...found } : undefined;
    },
    async remove(id, executor = db) {
      await executor.deleteFrom('files').where('id', '=', id).execute();
      await blobs.remove(id);
    },
  };
}
