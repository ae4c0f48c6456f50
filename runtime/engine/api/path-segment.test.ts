import { describe, expect, it } from 'vitest';
import { seg } from './path-segment.ts';

describe('seg', () => {
  it('encodes slugs and ids for a path', () => {
    expect(seg(12)).toBe('12');
    expect(seg('vin rosé/2019')).toBe('vin%20ros%C3%A9%2F2019');
  });
  it('rejects an empty segment', () => {
    expect(() => seg('')).toThrow('cannot be empty');
  });
});
