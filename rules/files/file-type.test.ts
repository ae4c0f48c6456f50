import { describe, expect, it } from 'vitest';
import { fileType } from './file-type.ts';

describe('fileType', () => {
  it('recognises images', () => {
    for (const name of ['a.svg', 'a.jpeg', 'a.jpg', 'a.png']) expect(fileType(name)).toBe('image');
  });
  it('recognises videos', () => {
    for (const name of ['a.mp4', 'a.m4v', 'a.mov', 'a.avi', 'a.wmv', 'a.flv']) {
      expect(fileType(name)).toBe('video');
    }
  });
  it('ignores case', () => {
    expect(fileType('PHOTO.JPG')).toBe('image');
    expect(fileType('Clip.MoV')).toBe('video');
  });
  it('uses the last extension only', () => {
    expect(fileType('archive.png.zip')).toBe('none');
    expect(fileType('clip.txt.mp4')).toBe('video');
  });
  it('says none for other or missing extensions', () => {
    expect(fileType('doc.pdf')).toBe('none');
    expect(fileType('a.webp')).toBe('none');
    expect(fileType('README')).toBe('none');
    expect(fileType('/media.d/readme')).toBe('none');
  });
  it('ignores a query string in a URL', () => {
    expect(fileType('/media/fleet/coach.svg?v=2')).toBe('image');
  });
  it('rejects a non-string', () => {
    expect(() => fileType(undefined as unknown as string)).toThrow('fileType expects');
  });
});
