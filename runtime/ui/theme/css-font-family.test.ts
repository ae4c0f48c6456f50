import { describe, expect, it } from 'vitest';
import { cssFontFamily, primaryFontFamily } from './css-font-family.ts';

describe('cssFontFamily', () => {
  it('quotes a single family and appends the fallback stack', () => {
    expect(cssFontFamily('Playfair Display')).toMatch(/^"Playfair Display", system-ui/);
  });
  it('keeps a full stack as written', () => {
    expect(cssFontFamily('"Trebuchet MS", "Segoe UI", Helvetica, Arial, sans-serif')).toBe(
      '"Trebuchet MS", "Segoe UI", Helvetica, Arial, sans-serif',
    );
  });
  it('quotes a stack that could break out of the declaration', () => {
    expect(cssFontFamily('Arial, sans-serif;}body{x:y')).toMatch(/^"Arial, sans-serif;}body{x:y", system-ui/);
  });
  it('uses the fallback stack for an empty family', () => {
    expect(cssFontFamily('  ')).toMatch(/^system-ui/);
  });
});

describe('primaryFontFamily', () => {
  it('returns the first family unquoted', () => {
    expect(primaryFontFamily('"Trebuchet MS", Arial')).toBe('Trebuchet MS');
    expect(primaryFontFamily('Lato')).toBe('Lato');
  });
});
