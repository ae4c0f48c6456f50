import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size.ts';

describe('formatFileSize', () => {
  it('formats sizes per language', () => {
    expect(formatFileSize(1536 * 1024, 'fr_FR')).toBe('1,5 Mo');
    expect(formatFileSize(1536 * 1024, 'en')).toBe('1.5 MB');
    expect(formatFileSize(300, 'en')).toBe('300 B');
    expect(formatFileSize(300 * 1024, 'fr_FR')).toBe('300 Ko');
  });
});
