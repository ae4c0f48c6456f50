import { describe, expect, it } from 'vitest';
import { fontFaces } from './font-faces.ts';

describe('fontFaces', () => {
  it('declares one @font-face per file, loaded from /fonts with the weight of its name', () => {
    const css = fontFaces([
      { family: 'Montserrat', files: ['Montserrat-Regular.woff2', 'Montserrat-Bold.woff2'] },
    ]);
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain('src:url("/fonts/Montserrat-Regular.woff2") format("woff2");font-weight:400');
    expect(css).toContain('src:url("/fonts/Montserrat-Bold.woff2") format("woff2");font-weight:700');
  });
  it('marks italic files and maps ttf to truetype', () => {
    const css = fontFaces([{ family: 'Lora', files: ['Lora-LightItalic.ttf'] }]);
    expect(css).toContain('format("truetype");font-weight:300;font-style:italic');
  });
  it('skips unknown extensions, empty families and duplicates', () => {
    const css = fontFaces([
      { family: 'Lora', files: ['readme.txt', 'Lora.woff', 'Lora.woff'] },
      { family: '  ', files: ['x.woff2'] },
      { family: 'NoFiles' },
    ]);
    expect(css.match(/@font-face/g)).toHaveLength(1);
  });
  it('escapes family names and file paths so they cannot close the rule', () => {
    const css = fontFaces([{ family: 'Evil"}body{color:red', files: ['a b/c".woff2'] }]);
    expect(css).toContain('font-family:"Evil\\"}body{color:red"');
    expect(css).toContain('url("/fonts/a%20b/c%22.woff2")');
  });
});
