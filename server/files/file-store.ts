import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { FilesTable } from '../db/tables/accounts.ts';
import { ApiError } from '../http/api-error.ts';

export type StoredFile = Selectable<FilesTable>;

export interface SaveFileInput {
  idSite: number;
  file: File;
  /** Why the file was uploaded: `form`, `customization`, `layout-preview`… */
  purpose: string;
  ownerId?: number | null;
}

/** Uploaded files: bytes under `$DATA_DIR/files/<id>`, one DB row each (id, name, mime, size, owner). */
export interface FileStore {
  /** Stores a file; pass a transaction as `db` so the row commits with the caller's other writes. */
  save(input: SaveFileInput, db?: Kysely<Database>): Promise<StoredFile>;
  get(id: string): Promise<StoredFile | undefined>;
  read(id: string): Promise<{ file: StoredFile; bytes: Buffer } | undefined>;
  remove(id: string, db?: Kysely<Database>): Promise<void>;
}

export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Keeps a file name readable and safe to echo back: no path, no control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return cleaned || 'file';
}

export function createFileStore(db: Kysely<Database>, dataDir: string, now: () => Date): FileStore {
  const folder = join(dataDir, 'files');
  mkdirSync(folder, { recursive: true });
  const pathOf = (id: string) => join(folder, id);
  const get = (id: string) => db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    async save({ idSite, file, purpose, ownerId = null }, executor = db) {
      if (file.size === 0) throw new ApiError(400, `The file '${cleanFileName(file.name)}' is empty`);
      if (file.size > MAX_FILE_BYTES) {
        throw new ApiError(413, `The file '${cleanFileName(file.name)}' is too large (at most 10 MB)`);
      }
      const id = randomUUID();
      const bytes = Buffer.from(await file.arrayBuffer());
      const temp = `${pathOf(id)}.part`;
      await writeFile(temp, bytes);
      await rename(temp, pathOf(id));
      const row: StoredFile = {
        id,
        idSite,
        name: cleanFileName(file.name),
        mime: file.type || 'application/octet-stream',
        size: bytes.length,
        ownerId,
        purpose,
        createdAt: now().toISOString(),
      };
      try {
        await executor.insertInto('files').values(row).execute();
      } catch (error) {
        await rm(pathOf(id), { force: true });
        throw error;
      }
      return row;
    },
    get,
    async read(id) {
      const file = await get(id);
      if (!file) return undefined;
      try {
        return { file, bytes: await readFile(pathOf(id)) };
      } catch {
        return undefined;
      }
    },
    async remove(id, executor = db) {
      await executor.deleteFrom('files').where('id', '=', id).execute();
      await rm(pathOf(id), { force: true });
    },
  };
}
