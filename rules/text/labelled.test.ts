import { describe, expect, it } from 'vitest';
import { labelled } from './labelled.ts';

describe('labelled', () => {
  it('puts a space before the colon in French, none in English', () => {
    expect(labelled('Millésime', '2024', 'fr_FR')).toBe('Millésime : 2024');
    expect(labelled('Vintage', '2024', 'en')).toBe('Vintage: 2024');
  });
});
