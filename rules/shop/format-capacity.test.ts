import { describe, expect, it } from 'vitest';
import { formatCapacity } from './format-capacity.ts';

describe('formatCapacity', () => {
  it('shows centilitres under one litre', () => {
    expect(formatCapacity(37.5, 'CENTILITRE', 'fr_FR')).toBe('37,5 cl');
    expect(formatCapacity(37.5, 'CENTILITRE', 'en')).toBe('37.5 cl');
    expect(formatCapacity(0.75, 'LITER', 'fr_FR')).toBe('75 cl');
  });
  it('shows litres from one litre up', () => {
    expect(formatCapacity(150, 'CENTILITRE', 'fr_FR')).toBe('1,5 L');
    expect(formatCapacity(1.5, 'LITER', 'en')).toBe('1.5 L');
    expect(formatCapacity(1, 'LITER', 'en')).toBe('1 L');
    expect(formatCapacity(3000, 'LITER', 'fr_FR')).toBe('3000 L');
  });
  it('rejects an unknown locale', () => {
    expect(() => formatCapacity(75, 'CENTILITRE', 'de' as 'en')).toThrow('Unknown locale');
  });
});
