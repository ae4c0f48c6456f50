import { describe, expect, it } from 'vitest';
import { internationalPhone } from './international-phone.ts';

describe('internationalPhone', () => {
  it('writes a French number as written on the site in international form', () => {
    expect(internationalPhone('02 51 67 19 43')).toBe('+33251671943');
    expect(internationalPhone('06.72.18.45.93')).toBe('+33672184593');
  });

  it('keeps a number that already has its country code', () => {
    expect(internationalPhone('+33 2 40 36 27 81')).toBe('+33240362781');
    expect(internationalPhone('0032 2 123 45 67')).toBe('+3221234567');
  });

  it('gives null for text that is no phone number', () => {
    expect(internationalPhone('')).toBeNull();
    expect(internationalPhone('sur rendez-vous')).toBeNull();
    expect(internationalPhone('12 34')).toBeNull();
  });
});
