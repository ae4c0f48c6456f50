import { describe, expect, it } from 'vitest';
import { acceptsFile, extensionOf, formatSize } from './accepts-file.ts';

describe('acceptsFile', () => {
  const pdf = { name: 'CV Jean.PDF', size: 1000, type: 'application/pdf' };
  const png = { name: 'photo.png', size: 1000, type: 'image/png' };

  it('matches by extension, case-insensitive', () => {
    expect(acceptsFile(['.pdf'], pdf)).toBe(true);
    expect(acceptsFile(['.doc', '.docx'], pdf)).toBe(false);
  });

  it('matches by exact MIME type or by a type family', () => {
    expect(acceptsFile(['application/pdf'], pdf)).toBe(true);
    expect(acceptsFile(['image/*'], png)).toBe(true);
    expect(acceptsFile(['image/*'], pdf)).toBe(false);
  });

  it('refuses a file without extension when only extensions are accepted', () => {
    expect(acceptsFile(['.pdf'], { name: 'README', size: 1, type: '' })).toBe(false);
  });
});

describe('extensionOf and formatSize', () => {
  it('reads the last extension of the base name', () => {
    expect(extensionOf('archive.tar.GZ')).toBe('.gz');
    expect(extensionOf('.hidden')).toBe('');
    expect(extensionOf('dir.v1/file')).toBe('');
  });

  it('writes sizes in B, KB and MB', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(300 * 1024)).toBe('300 KB');
    expect(formatSize(2 * 1024 * 1024)).toBe('2 MB');
  });
});
