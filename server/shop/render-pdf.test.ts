import { describe, expect, it } from 'vitest';
import { renderPdf } from './render-pdf.ts';

describe('renderPdf', () => {
  it('writes a PDF whose cross-reference offsets point at its objects', () => {
    const pdf = renderPdf([{ text: 'Muscadet (sur lie) — 75 cl, 9,80 €', size: 12, bold: true }], 'Fiche');
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true));
    expect(text).toContain('\\(sur lie\\) \x97 75 cl, 9,80 \x80');
  });

  it('breaks long text over several pages', () => {
    const lines = Array.from({ length: 120 }, (_, index) => ({ text: `Ligne ${index}`, size: 11 }));
    expect(renderPdf(lines, 'Long').toString('latin1')).toMatch(/\/Count [3-9]/);
  });
});
