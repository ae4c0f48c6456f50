import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';

describe('ApiError', () => {
  it('answers a message in both languages in the language asked, English in its own message', () => {
    const error = new ApiError(404, { fr: 'La commande {id} n’existe pas', en: 'Order {id} does not exist' }, null, { id: '12' });
    expect(error.messageIn('fr_FR')).toBe('La commande 12 n’existe pas');
    expect(error.messageIn('en')).toBe('Order 12 does not exist');
    expect(error.message).toBe('Order 12 does not exist');
  });

  it('answers a plain message as it is, whatever the language', () => {
    expect(new ApiError(400, 'Invalid header').messageIn('fr_FR')).toBe('Invalid header');
  });
});
