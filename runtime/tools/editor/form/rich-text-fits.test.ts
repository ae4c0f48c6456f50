import { describe, expect, it } from 'vitest';
import { richTextFits } from './rich-text-fits.ts';

describe('richTextFits', () => {
  it('holds paragraphs, headings, lists, emphasis, links and quotes', () => {
    expect(richTextFits('<h2>Le domaine</h2><p>Du <strong>chenin</strong>, <em>bio</em>, <a href="/vins">nos vins</a>.<br></p><ul><li>A</li></ul><ol><li>B</li></ol><blockquote><p>C</p></blockquote>')).toBe(true);
    expect(richTextFits('plain text, no tag')).toBe(true);
  });

  it('sends a text with a table (kept by the sanitizer, not by the editor) to the HTML box', () => {
    expect(richTextFits('<p>Tarifs</p><table><tr><td>1</td></tr></table>')).toBe(false);
    expect(richTextFits('<h1>Titre</h1>')).toBe(false);
  });
});
