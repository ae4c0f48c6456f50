import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './fill-placeholders.ts';

describe('fillPlaceholders', () => {
  it('fills the placeholders it has values for and leaves the others', () => {
    expect(fillPlaceholders('{max} caractères au plus, {name}', { max: 10 })).toBe('10 caractères au plus, {name}');
  });
});
