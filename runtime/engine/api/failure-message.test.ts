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
  it('does not repeat a field error that is the message itself (a stock refusal)', () => {
    const message = 'Il ne reste que 3 articles en stock';
    const error = { success: false, message, data: { errors: { quantity: message }, fallback: 1 } };
    expect(failureMessage({ success: false, data: null, message, status: 400, error })).toBe(message);
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
