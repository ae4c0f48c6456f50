import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('keeps a plain name as is in both parameters', () => {
    expect(contentDisposition('cv.pdf')).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
  });

  it('drops accents in the fallback and percent-encodes the exact name', () => {
    expect(contentDisposition('Élève n°1.pdf')).toBe(`attachment; filename="Eleve n_1.pdf"; filename*=UTF-8''%C3%89l%C3%A8ve%20n%C2%B01.pdf`);
  });

  it('cannot be broken out of by quotes, backslashes or apostrophes', () => {
    const header = contentDisposition(`a"b\\c'd.txt`);
    expect(header).toBe(`attachment; filename="a_b_c'd.txt"; filename*=UTF-8''a%22b%5Cc%27d.txt`);
  });
});
