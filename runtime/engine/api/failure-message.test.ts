import { describe, expect, it } from 'vitest';
import { failureMessage } from './failure-message.ts';

describe('failureMessage', () => {
  it('adds the field errors as key : error pairs joined by /', () => {
    const error = { success: false, message: 'Invalid answers', data: { engraving: 'Too long', file: 'Missing' } };
    expect(failureMessage({ success: false, data: null, message: 'Invalid answers', status: 400, error })).toBe(
      'Invalid answers engraving : Too long / file : Missing',
    );
  });
  it('reads errors nested under data.errors', () => {
    const error = { success: false, message: 'Refused', data: { errors: { quantity: 'Out of stock' } } };
    expect(failureMessage({ success: false, data: null, message: 'Refused', error })).toBe('Refused quantity : Out of stock');
  });
  it('gives the plain message without field errors', () => {
    expect(failureMessage({ success: false, data: null, message: 'fetch failed', error: new TypeError('fetch failed') })).toBe(
      'fetch failed',
    );
  });
  it('is empty for a success', () => {
    expect(failureMessage({ success: true, data: 1, message: 'ok' })).toBe('');
  });
});
