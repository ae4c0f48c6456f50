import type { WholeDocument } from './render-whole.server.ts';

export interface RenderMemoOptions {
  /** How long a rendered page is served again: the shared cache's `s-maxage` (60 s, decision 0020). */
  maxAgeMs?: number;
  /** The memory the kept pages may take, in bytes (32 MB: about 400 pages of 75 kB). */
  maxBytes?: number;
  now?: () => number;
}

export interface RenderMemo {
  /** The document rendered for `key` less than `maxAgeMs` ago, or null. */
  get(key: string): WholeDocument | null;
  /** Keeps `document` for `key`, forgetting the least recently used pages past `maxBytes`. */
  set(key: string, document: WholeDocument): void;
  readonly size: number;
}

interface Kept {
  document: WholeDocument;
  at: number;
}

/**
 * The pages for no one in particular (no session, no cart, no post) this process rendered,
 * served again without rendering (issue 39, item 2). Such a page is the same bytes for every
 * such visitor, and its key holds everything its markup is made of — its address and the hash
 * of its boot script, which covers all its loader data (configuration, catalogue, stock) — so a
 * publication or a stock change makes a new key at once. What the data does not say (the year in the footer, a
 * block's date) is served at most `maxAgeMs` old: what a CDN in front already does with the
 * same page. Least recently used first out, bounded in bytes, so many addresses (query strings)
 * cost only the pages they push out.
 */
export function createRenderMemo(options: RenderMemoOptions = {}): RenderMemo {
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const kept = new Map<string, Kept>();
  let bytes = 0;

  const forget = (key: string, entry: Kept) => {
    kept.delete(key);
    bytes -= entry.document.bytes.byteLength;
  };

  return {
    get(key) {
      const entry = kept.get(key);
      if (!entry) return null;
      forget(key, entry);
      if (now() - entry.at >= maxAgeMs) return null;
      // Most recently used last: Map keeps insertion order.
      kept.set(key, entry);
      bytes += entry.document.bytes.byteLength;
      return entry.document;
    },
    set(key, document) {
      const size = document.bytes.byteLength;
      if (size > maxBytes) return;
      const known = kept.get(key);
      if (known) forget(key, known);
      kept.set(key, { document, at: now() });
      bytes += size;
      for (const [oldest, entry] of kept) {
        if (bytes <= maxBytes) break;
        forget(oldest, entry);
      }
    },
    get size() {
      return kept.size;
    },
  };
}
