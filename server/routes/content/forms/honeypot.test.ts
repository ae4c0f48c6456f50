import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../errors/api-error.ts';
import { withoutHoneypot } from './honeypot.ts';

describe('withoutHoneypot', () => {
  it('removes an empty honeypot and keeps the other values', () => {
    expect(withoutHoneypot({ name: 'Jean', website: '' })).toEqual({ name: 'Jean' });
    expect(withoutHoneypot({ name: 'Jean', website: '   ' })).toEqual({ name: 'Jean' });
    expect(withoutHoneypot({ name: 'Jean' })).toEqual({ name: 'Jean' });
  });

  it('refuses a filled honeypot with a 400 Invalid submission', () => {
    try {
      withoutHoneypot({ name: 'Bot', website: 'http://spam.example' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      expect((error as ApiError).message).toBe('Invalid submission');
    }
  });
});
