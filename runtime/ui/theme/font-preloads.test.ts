import { describe, expect, it } from 'vitest';
import { fontPreloads } from './font-preloads.ts';

describe('fontPreloads', () => {
  it('preloads the first weight of each font, once per file', () => {
    expect(
      fontPreloads([
        { family: 'Cormorant Garamond', files: ['CormorantGaramond-Bold.woff2', 'CormorantGaramond-SemiBold.woff2'] },
        { family: 'Source Sans 3', files: ['SourceSans3-Regular.woff2', 'SourceSans3-SemiBold.woff2'] },
        { family: 'Source Sans 3', files: ['SourceSans3-Regular.woff2'] },
      ]),
    ).toEqual([
      { href: '/fonts/CormorantGaramond-Bold.woff2', type: 'font/woff2' },
      { href: '/fonts/SourceSans3-Regular.woff2', type: 'font/woff2' },
    ]);
  });
  it('skips files that are not fonts and fonts without files', () => {
    expect(fontPreloads([{ family: 'Lora', files: ['notes.txt', 'Lora Bold.ttf'] }, { family: 'System' }])).toEqual([
      { href: '/fonts/Lora%20Bold.ttf', type: 'font/ttf' },
    ]);
  });
});
