import { describe, expect, it } from 'vitest';
import { checkShipmentLimits } from './shipment-limits.ts';

describe('checkShipmentLimits (shared by the cart page and the order)', () => {
  it('speaks both locales (fr_FR, en)', () => {
    expect(checkShipmentLimits(2, { min: 3, max: 60 }, 'fr_FR')?.message).toBe('Un envoi doit contenir au moins 3 bouteilles (une demi-bouteille compte pour moitié)');
    expect(checkShipmentLimits(61, { min: 3, max: 60 }, 'en')?.message).toBe('A shipment can hold at most 60 bottles (a half-bottle counts as half a bottle)');
    expect(checkShipmentLimits(60, { min: 3, max: 60 }, 'fr_FR')).toBeNull();
  });
});
