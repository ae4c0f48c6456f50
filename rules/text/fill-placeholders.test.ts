import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './fill-placeholders.ts';

describe('fillPlaceholders', () => {
  it('fills the placeholders it has values for and leaves the others', () => {
    expect(fillPlaceholders('{max} caractères au plus, {name}', { max: 10 })).toBe('10 caractères au plus, {name}');
  });
  it('fills every occurrence of a placeholder', () => {
    expect(fillPlaceholders('{n} sur {n}', { n: 3 })).toBe('3 sur 3');
  });
  it('takes a value as written, even one that reads as a replacement pattern ($&, $\')', () => {
    expect(fillPlaceholders('refusé : {reason}', { reason: "card $& $' declined" })).toBe("refusé : card $& $' declined");
  });
});
