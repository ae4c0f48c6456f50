import { describe, expect, it, vi } from 'vitest';
import { createCurrentServiceCache } from './current-service-cache.ts';

describe('current service cache', () => {
  it('reuses the detail while the id matches, and fetches again when it changes', async () => {
    const fetch = vi.fn(async (id: number) => ({ id, title: `Service ${id}` }));
    const cache = createCurrentServiceCache(fetch);
    await cache.get(3);
    await cache.get(3);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await cache.get(4)).toEqual({ id: 4, title: 'Service 4' });
    expect(cache.currentId).toBe(4);
    await cache.get(3);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('forgets a failed fetch so the next ask tries again', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValueOnce({ id: 5 });
    const cache = createCurrentServiceCache(fetch);
    await expect(cache.get(5)).rejects.toThrow('Failed to fetch');
    expect(cache.currentId).toBeNull();
    expect(await cache.get(5)).toEqual({ id: 5 });
  });

  it('refuses an invalid id', async () => {
    await expect(createCurrentServiceCache(vi.fn()).get(0)).rejects.toThrow(RangeError);
  });
});
