import { describe, expect, it } from 'vitest';
import { pickupInWords } from './pickup-in-words.ts';

const slot = { date: '2026-12-01', opens: '14:00', closes: '18:30', place: { name: 'Chai du Domaine', address: '12 route de la Sèvre, 44330 Vallet' } };

describe('pickupInWords', () => {
  it('says the place, its address, the day and the slot, in French with "1er"', () => {
    expect(pickupInWords(slot, 'fr_FR')).toEqual(['Chai du Domaine', '12 route de la Sèvre, 44330 Vallet', 'mardi 1er décembre, 14:00–18:30']);
  });

  it('says the same in English, and the day alone when the slot is gone from the configuration', () => {
    expect(pickupInWords(slot, 'en')[2]).toBe('Tuesday, December 1, 14:00–18:30');
    expect(pickupInWords({ date: '2026-12-02', opens: null, closes: null, place: null }, 'fr_FR')).toEqual(['mercredi 2 décembre']);
  });
});
