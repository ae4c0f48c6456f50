import { createHash } from 'node:crypto';
import type { DraftBases, DraftFiles } from './draft-store.ts';

/** The sha256 of a published file's text, or null when there is no such file. */
export function baseOf(text: string | null): string | null {
  return text === null ? null : createHash('sha256').update(text).digest('hex');
}

/**
 * The bases of a draft after a write (pure): a file entering the draft takes the published text
 * it starts from; a file listed in `rebase` takes the published text of now (the owner has seen
 * it and chosen); a file leaving the draft drops its base. `published(path)`: the text on disk.
 */
export function nextBases(bases: DraftBases, files: DraftFiles, rebase: readonly string[], published: (path: string) => string | null): DraftBases {
  const next: DraftBases = {};
  for (const path of Object.keys(files)) {
    next[path] = rebase.includes(path) || !(path in bases) ? baseOf(published(path)) : bases[path]!;
  }
  return next;
}

/** The drafted files whose published text changed since the draft took them (someone else published, or edited the file). */
export function draftConflicts(files: DraftFiles, bases: DraftBases, published: (path: string) => string | null): string[] {
  return Object.keys(files).filter((path) => path in bases && baseOf(published(path)) !== bases[path]).sort();
}
