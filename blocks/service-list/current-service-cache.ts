/**
 * The current service detail of §4: reused while the same id is asked for, otherwise cleared
 * and fetched again. Concurrent asks for the same id share one fetch; a failed fetch is not kept.
 */
export interface CurrentServiceCache<T> {
  get(id: number): Promise<T>;
  /** The id held now, or null. */
  readonly currentId: number | null;
  clear(): void;
}

export function createCurrentServiceCache<T>(fetchService: (id: number) => Promise<T>): CurrentServiceCache<T> {
  let current: { id: number; value: Promise<T> } | null = null;
  return {
    get(id) {
      if (!Number.isInteger(id) || id < 1) return Promise.reject(new RangeError(`service id must be a positive whole number, got ${id}`));
      if (current && current.id === id) return current.value;
      const value = fetchService(id);
      const entry = { id, value };
      current = entry;
      value.catch(() => {
        if (current === entry) current = null;
      });
      return value;
    },
    get currentId() {
      return current?.id ?? null;
    },
    clear() {
      current = null;
    },
  };
}
