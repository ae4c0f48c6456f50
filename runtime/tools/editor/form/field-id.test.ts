import { describe, expect, it } from 'vitest';
import { fieldId } from './field-id.ts';

describe('fieldId', () => {
  it('gives distinct ids to pointers that differ only by their punctuation', () => {
    expect(fieldId('bf1-', '/a_b', 'input')).not.toBe(fieldId('bf1-', '/a/b', 'input'));
    expect(fieldId('bf1-', '/cards/0/title', 'fr')).toMatch(/^bf1-[A-Za-z0-9_]+-fr$/);
  });
});
