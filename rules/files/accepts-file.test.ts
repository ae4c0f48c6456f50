import { describe, expect, it } from 'vitest';
import { acceptsFile, extensionOf } from './accepts-file.ts';

describe('acceptsFile', () => {
  it('matches extensions and MIME wildcards like the accept attribute', () => {
    expect(acceptsFile(['image/*'], { name: 'a.bin', type: 'image/webp' })).toBe(true);
    expect(acceptsFile(['.pdf'], { name: 'CV.PDF', type: '' })).toBe(true);
    expect(acceptsFile(['.pdf'], { name: 'cv.pdf.exe', type: '' })).toBe(false);
  });

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
    expect(acceptsFile(['.pdf'], { name: 'README', type: '' })).toBe(false);
  });
});

describe('extensionOf', () => {
  it('reads the last extension of the base name', () => {
    expect(extensionOf('archive.tar.GZ')).toBe('.gz');
    expect(extensionOf('.hidden')).toBe('');
    expect(extensionOf('dir.v1/file')).toBe('');
  });
});
