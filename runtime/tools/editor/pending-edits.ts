import type { Documents } from './editor-api.ts';

/**
 * An edit not yet written when the page went away (reload, crash, closed tab), kept in the tab's
 * session storage until the server has it: the revision and the documents it started from, and
 * the documents as the owner left them (null: deleted).
 */
export interface PendingEdits {
  revision: number;
  /** Per written file, its document at `revision` (null: none then); checked to be documents when read back. */
  base: Record<string, unknown>;
  files: Record<string, Record<string, unknown> | null>;
  /** The write's id: the keepalive on the way out and the reloaded page's copy carry the same, so the server applies it once. */
  writeId: string;
}

/** What session storage offers that the editor uses (window.sessionStorage, or a stand-in in tests). */
export type EditStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Larger than this, the edit is not kept locally (the keepalive write still carries it): session storage holds about 5 MB. */
const MAX_CHARS = 2_000_000;

const isDocument = (value: unknown): value is Record<string, unknown> | null =>
  value === null || (typeof value === 'object' && !Array.isArray(value));
const isDocuments = (value: unknown): value is PendingEdits['files'] =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isDocument);

/** Keeps `edits` under `key`, or drops what was kept when there is nothing left to write; a full or refused store loses nothing on the server's side. */
export function keepPendingEdits(store: EditStore | null, key: string, edits: PendingEdits | null): void {
  if (store === null) return;
  try {
    if (edits === null || Object.keys(edits.files).length === 0) return store.removeItem(key);
    const text = JSON.stringify(edits);
    if (text.length > MAX_CHARS) return store.removeItem(key);
    store.setItem(key, text);
  } catch {
    // storage full or refused: the write on the way out is the only copy
  }
}

/** The edits kept under `key`, or null (none, or not the shape this editor writes: dropped). */
export function readPendingEdits(store: EditStore | null, key: string): PendingEdits | null {
  if (store === null) return null;
  try {
    const text = store.getItem(key);
    if (text === null) return null;
    const value = JSON.parse(text) as Partial<PendingEdits>;
    if (Number.isSafeInteger(value.revision) && isDocuments(value.base) && isDocuments(value.files) && Object.keys(value.files).every((path) => path in value.base!)) {
      // Kept by an editor from before write ids: the copy gets one of its own.
      return { ...(value as PendingEdits), writeId: typeof value.writeId === 'string' && WRITE_ID.test(value.writeId) ? value.writeId : newWriteId() };
    }
    store.removeItem(key);
  } catch {
    // unreadable: nothing to restore
  }
  return null;
}

const WRITE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** A new write id: 128 random bits in hex (the contract's `writeId`). */
export function newWriteId(): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The text of a set of written documents, path by path in order: the same edits give the same text, whatever order they were gathered in. */
export function editsText(files: Record<string, unknown>): string {
  return JSON.stringify(Object.keys(files).sort().map((path) => [path, files[path]]));
}

/** Two JSON documents alike (both come from JSON, so the text compares them; a false "differs" only writes the same again). */
const same = (one: unknown, other: unknown) => JSON.stringify(one) === JSON.stringify(other);

/**
 * The draft as the server gave it with the kept edits laid over it, as a write still to send:
 * `saved` holds, for each edited document, what the edit started from (the write says it as its
 * base and the server merges it over whatever moved since), `present` the owner's version.
 * Null when the server already has every kept document (the write on the way out landed).
 */
export function restorePendingEdits(edits: PendingEdits, fresh: Documents): { saved: Documents; present: Documents } | null {
  const saved: Documents = { ...fresh };
  const present: Documents = { ...fresh };
  let left = 0;
  for (const [path, mine] of Object.entries(edits.files)) {
    if (same(fresh[path] ?? null, mine)) continue;
    left += 1;
    const base = (edits.base[path] ?? null) as Record<string, unknown> | null;
    if (base === null) delete saved[path];
    else saved[path] = base;
    if (mine === null) delete present[path];
    else present[path] = mine;
  }
  return left === 0 ? null : { saved, present };
}
