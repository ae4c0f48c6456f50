import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './preferred-encoding.ts';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.8, gzip', 'gzip'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['x-gzip', 'gzip'],
    ['BR', 'br'],
    // Hono's parseAccept reads a weight that is not a number as 1: the client named gzip.
    ['gzip;q=abc', 'gzip'],
    ['br;q="0.5", gzip;q=0.4', 'br'],
  ] as const)('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it.each([undefined, null, '', 'identity', 'deflate', 'br;q=0, gzip;q=0', '*;q=0', 'br;q=0 , gzip ; q=0'])('%s → no compression', (header) => {
    expect(preferredEncoding(header)).toBeNull();
  });
});
