import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from './blob-store.ts';

/**
 * Files on the local disk, one file per key in `folder`. A write goes to `<key>.part` and is
 * renamed once complete; any failure removes the `.part` file.
 */
export function createDiskBlobStore(folder: string): BlobStore {
  mkdirSync(folder, { recursive: true });
  const pathOf = (key: string) => {
    if (!/^[A-Za-z0-9_-]+$/.test(key)) throw new Error(`invalid file key "${key}"`);
    return join(folder, key);
  };
  return {
    kind: 'disk',
    async write(key, source) {
      const target = pathOf(key);
      const temp = `${target}.part`;
      const file = createWriteStream(temp, { flags: 'wx' });
      try {
        await pipeline(source, file);
        await rename(temp, target);
      } catch (error) {
        // A source that fails at once (a file past its limit) can fail the pipeline while the
        // `.part` file is still being opened on another thread: removed before it exists, it
        // would then stay (seen on a loaded CI machine). It is removed once the stream is closed.
        if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
        await rm(temp, { force: true });
        throw error;
      }
    },
    async read(key) {
      const path = pathOf(key);
      const found = await stat(path).catch(() => undefined);
      if (!found?.isFile()) return undefined;
      return { stream: createReadStream(path), size: found.size };
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async keys() {
      return readdir(folder);
    },
  };
}
