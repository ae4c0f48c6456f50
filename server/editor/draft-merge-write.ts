import type { LoadedSite } from '../config/loaded-site.ts';
import { mergeDocument, type MergeChoice, type MergeConflict } from './draft-merge.ts';
import type { Draft } from './draft-store.ts';
import { publishedText } from './site-documents.ts';

/** One conflict of a write, with the file it is in. */
export type DraftConflict = MergeConflict & { file: string };

/** A write from an older revision of the draft: the documents written, the ones the writer started from (`base`), the owner's choices by conflict id. */
export interface StaleWrite {
  files: Record<string, unknown>;
  base?: Record<string, unknown> | undefined;
  resolve?: Record<string, MergeChoice> | undefined;
}

const parse = (text: string | null): unknown => {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * A write made from an older revision, merged over the draft of now, file by file (mergeDocument):
 * the merged documents to write at the current revision, or the conflicts the owner has to decide.
 * Null when the writer did not say what it started from (no `base`): then it is refused as before.
 */
export function mergeStaleWrite(site: LoadedSite, draft: Draft, write: StaleWrite): { files: Record<string, unknown>; conflicts: DraftConflict[] } | null {
  if (!write.base) return null;
  const files: Record<string, unknown> = {};
  const conflicts: DraftConflict[] = [];
  for (const [path, mine] of Object.entries(write.files)) {
    if (!(path in write.base)) return null;
    const theirs = parse(path in draft.files ? draft.files[path]! : publishedText(site, path));
    const merged = mergeDocument(write.base[path] ?? undefined, theirs, mine ?? undefined, (id) => write.resolve?.[`${path}#${id}`]);
    files[path] = merged.value ?? null;
    conflicts.push(...merged.conflicts.map((conflict) => ({ ...conflict, file: path })));
  }
  return { files, conflicts };
}
