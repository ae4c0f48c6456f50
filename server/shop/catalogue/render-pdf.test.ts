import { describe, expect, it } from 'vitest';
import { pdfTextLines } from './pdf-text.test-utils.ts';
import { renderPdf, winAnsiText } from './render-pdf.ts';

describe('renderPdf', () => {
  it('writes a compressed PDF whose text keeps French accents, dashes and the euro sign', async () => {
    const pdf = await renderPdf(
      [
        { text: 'Château des Coteaux — Muscadet (sur lie)', size: 18, bold: true },
        { text: 'Prix : 9,80\u00a0€ · 1\u202f250,00\u00a0€ « élevé en fût » œuvre', size: 11 },
      ],
      'Fiche technique — Muscadet',
    );
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-1.')).toBe(true);
    expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(raw).toContain('/FlateDecode');
    expect(raw).not.toContain('Muscadet (sur lie)');
    expect(raw).toContain('/BaseFont /Helvetica-Bold');
    expect(pdfTextLines(pdf)).toEqual([
      'Château des Coteaux — Muscadet (sur lie)',
      'Prix : 9,80\u00a0€ · 1\u00a0250,00\u00a0€ « élevé en fût » œuvre',
    ]);
  });

  it('points every cross-reference entry at its object', async () => {
    const pdf = await renderPdf([{ text: 'Ligne', size: 11 }], 'Fiche', { compress: false });
    const raw = pdf.toString('latin1');
    const startxref = Number(/startxref\s+(\d+)/.exec(raw)?.[1]);
    expect(raw.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...raw.matchAll(/^(\d{10}) 00000 n ?$/gm)].map((match) => Number(match[1]));
    expect(offsets.length).toBeGreaterThan(3);
    offsets.forEach((offset, index) => expect(raw.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    expect(raw).toMatch(/\/Title \d+ 0 R/);
    expect(raw).toContain('(Fiche)');
  });

  it('wraps long lines and breaks long text over several pages', async () => {
    const long = 'Un vin de garde aux arômes de fruits noirs et d’épices. '.repeat(20);
    const pdf = await renderPdf([{ text: long, size: 11 }, ...Array.from({ length: 120 }, (_, index) => ({ text: `Ligne ${index}`, size: 11 }))], 'Long');
    const lines = pdfTextLines(pdf);
    expect(lines.slice(0, 10).filter((line) => line.startsWith('Un vin') || line.includes('arômes')).length).toBeGreaterThan(3);
    expect(lines).toContain('Ligne 119');
    expect(pdf.toString('latin1')).toMatch(/\/Count [3-9]/);
  });
});

describe('winAnsiText', () => {
  it('keeps what Helvetica can show and replaces the rest', () => {
    expect(winAnsiText('Rosé 12,50\u202f€ – “œnologie” 🍷 日本\tfin')).toBe('Rosé 12,50\u00a0€ – “œnologie” ? ?? fin');
  });
});
