import type { Documents, WriteMerge } from './editor-api.ts';

/** The documents that differ between two states: path → the new document, or null when it is gone. */
export function changedDocuments(from: Documents, to: Documents): Record<string, Record<string, unknown> | null> {
  const files: Record<string, Record<string, unknown> | null> = {};
  for (const path of new Set([...Object.keys(from), ...Object.keys(to)])) if (from[path] !== to[path]) files[path] = to[path] ?? null;
  return files;
}

/** What a write started from: per written file, its document at the base revision (null: none then). */
export function baseOfWrite(saved: Documents, files: Record<string, unknown>): WriteMerge['base'] {
  return Object.fromEntries(Object.keys(files).map((path) => [path, saved[path] ?? null]));
}

/**
 * `fresh` (the documents the server gives back, after a publish) with the owner's edits made
 * meanwhile — from `since` to `now` — laid over it, per document; a document deleted meanwhile
 * stays deleted. `fresh` itself (the same object) when nothing was edited.
 */
export function carryEdits(since: Documents, now: Documents, fresh: Documents): Documents {
  const edits = changedDocuments(since, now);
  if (Object.keys(edits).length === 0) return fresh;
  const carried: Documents = { ...fresh };
  for (const [path, document] of Object.entries(edits)) {
    if (document === null) delete carried[path];
    else carried[path] = document;
  }
  return carried;
}
