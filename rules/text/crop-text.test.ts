import { describe, expect, it } from 'vitest';
import { cropText } from './crop-text.ts';

describe('cropText', () => {
  it('keeps a text within the limit unchanged', () => {
    expect(cropText('Voyages scolaires', 120)).toBe('Voyages scolaires');
  });
  it('crops at 120 characters by default, on a word boundary', () => {
    const text = `${'mot '.repeat(40)}fin`;
    const cropped = cropText(text);
    expect(cropped.endsWith('mot…')).toBe(true);
    expect(cropped.length).toBeLessThanOrEqual(121);
  });
  it('does not cut a word in half', () => {
    expect(cropText('Transport de groupes en autocar', 14)).toBe('Transport de…');
  });
  it('keeps a whole word ending exactly at the limit', () => {
    expect(cropText('Transport de groupes', 12)).toBe('Transport de…');
  });
  it('drops trailing punctuation before the ellipsis', () => {
    expect(cropText('Bonjour, le monde entier', 10)).toBe('Bonjour…');
  });
  it('cuts a single long word at the limit', () => {
    expect(cropText('Anticonstitutionnellement', 5)).toBe('Antic…');
  });
  it('means no limit with -1', () => {
    const text = 'x '.repeat(500);
    expect(cropText(text, -1)).toBe(text);
  });
  it('rejects an invalid length', () => {
    expect(() => cropText('abc', 0)).toThrow('The crop length must be -1 or a positive integer');
    expect(() => cropText('abc', 2.5)).toThrow('positive integer');
  });
});
