import { useSyncExternalStore } from 'react';
import type { MediaApi, MediaItem } from './media-api.ts';

/** The pictures of the library the image pickers offer (the newest ones), shared by every picker and the library panel. */
export interface LibrarySnapshot {
  items: readonly MediaItem[];
  total: number;
  api: MediaApi | null;
}

/** How many of the newest pictures the pickers offer (the library panel searches and pages the rest). */
const PICKER_ITEMS = 100;

let snapshot: LibrarySnapshot = { items: [], total: 0, api: null };
const listeners = new Set<() => void>();
const set = (next: Partial<LibrarySnapshot>) => {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
};

/** One store per editor page: the library panel connects it to the API; pickers read it. */
export const libraryStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): LibrarySnapshot => snapshot,
  async connect(api: MediaApi): Promise<void> {
    set({ api });
    const answer = await api.list('', 0, PICKER_ITEMS);
    if (answer.ok) set({ items: answer.data.items, total: answer.data.total });
  },
  /** A picture just uploaded (first), or one already there (kept in place). */
  added(item: MediaItem): void {
    if (snapshot.items.some((one) => one.id === item.id)) return;
    set({ items: [item, ...snapshot.items], total: snapshot.total + 1 });
  },
  updated(item: MediaItem): void {
    set({ items: snapshot.items.map((one) => (one.id === item.id ? item : one)) });
  },
  removed(id: number): void {
    set({ items: snapshot.items.filter((one) => one.id !== id), total: Math.max(0, snapshot.total - 1) });
  },
};

export function useLibrary(): LibrarySnapshot {
  return useSyncExternalStore(libraryStore.subscribe, libraryStore.get, libraryStore.get);
}
