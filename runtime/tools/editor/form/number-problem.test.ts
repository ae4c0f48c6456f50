import { describe, expect, it } from 'vitest';
import { numberProblem } from './number-problem.ts';

describe('numberProblem', () => {
  it("names the schema's bounds in the admin's language", () => {
    expect(numberProblem(30, { minimum: 1, maximum: 24 }, 'fr')).toBe('Entre 1 et 24.');
    expect(numberProblem(0, { minimum: 1 }, 'en')).toBe('At least 1.');
    expect(numberProblem(51, { maximum: 50 }, 'fr')).toBe('Au plus 50.');
    expect(numberProblem(2.5, { multipleOf: 1 }, 'en')).toBe('A whole number.');
  });

  it('says nothing of a number within bounds, or of no number', () => {
    expect(numberProblem(8, { minimum: 1, maximum: 24 }, 'fr')).toBeUndefined();
    expect(numberProblem(undefined, { minimum: 1 }, 'fr')).toBeUndefined();
  });
});
