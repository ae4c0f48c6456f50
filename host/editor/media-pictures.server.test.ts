import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mediaPictures } from './media-pictures.server.ts';

describe('mediaPictures', () => {
  it('lists the pictures of a media folder by their configuration path, hidden files and others left out', () => {
    const folder = mkdtempSync(join(tmpdir(), 'media-'));
    mkdirSync(join(folder, 'heroes'));
    mkdirSync(join(folder, '.cache'));
    for (const name of ['heroes/b.jpg', 'a.svg', 'notes.txt', '.cache/c.png']) writeFileSync(join(folder, name), '');
    expect(mediaPictures(folder)).toEqual(['/media/a.svg', '/media/heroes/b.jpg']);
    expect(mediaPictures(join(folder, 'none'))).toEqual([]);
  });
});
