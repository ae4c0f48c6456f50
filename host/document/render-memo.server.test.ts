import { describe, expect, it } from 'vitest';
import { createRenderMemo } from './render-memo.server.ts';

const page = (size: number, etag = '"e"') => ({ bytes: new Uint8Array(size) as Uint8Array<ArrayBuffer>, etag });

describe('createRenderMemo', () => {
  it('serves a kept page by its key, and nothing for another key', () => {
    const memo = createRenderMemo();
    const home = page(10);
    memo.set('http://a.localhost/ h1', home);
    expect(memo.get('http://a.localhost/ h1')).toBe(home);
    expect(memo.get('http://a.localhost/ h2')).toBeNull();
    expect(memo.get('http://b.localhost/ h1')).toBeNull();
  });

  it('forgets a page once it is maxAgeMs old, however often it was served', () => {
    let clock = 0;
    const memo = createRenderMemo({ maxAgeMs: 60_000, now: () => clock });
    memo.set('k', page(10));
    for (clock = 0; clock < 60_000; clock += 10_000) expect(memo.get('k')).not.toBeNull();
    clock = 60_000;
    expect(memo.get('k')).toBeNull();
    expect(memo.size).toBe(0);
  });

  it('keeps at most maxBytes, the least recently served page out first', () => {
    const memo = createRenderMemo({ maxBytes: 30 });
    memo.set('a', page(10));
    memo.set('b', page(10));
    memo.set('c', page(10));
    expect(memo.get('a')).not.toBeNull(); // a is now the most recently served
    memo.set('d', page(10));
    expect(memo.get('b')).toBeNull();
    expect(['a', 'c', 'd'].map((key) => memo.get(key) !== null)).toEqual([true, true, true]);
    expect(memo.size).toBe(3);
  });

  it('keeps no page larger than the whole bound, and a key set again counts once', () => {
    const memo = createRenderMemo({ maxBytes: 30 });
    memo.set('huge', page(31));
    expect(memo.get('huge')).toBeNull();
    memo.set('a', page(20));
    memo.set('a', page(20, '"f"'));
    memo.set('b', page(10));
    expect(memo.get('a')?.etag).toBe('"f"');
    expect(memo.get('b')).not.toBeNull();
  });
});
