import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size.ts';

describe('formatSize', () => {
  it('writes sizes in B, KB and MB', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(300 * 1024)).toBe('300 KB');
    expect(formatSize(2 * 1024 * 1024)).toBe('2 MB');
  });
});
