import { describe, expect, it } from 'vitest';
import { checkShipmentLimits } from './shipment-limits.ts';

describe('checkShipmentLimits', () => {
  it('accepts a count within the limits, and any count without limits', () => {
    expect(checkShipmentLimits(6, { min: 6, max: 36 }, 'en')).toBeNull();
    expect(checkShipmentLimits(1000, { min: 0, max: 0 }, 'en')).toBeNull();
  });

  it('rejects too few bottles with a message in the language', () => {
    expect(checkShipmentLimits(3, { min: 6, max: 0 }, 'en')?.message).toBe('A shipment must hold at least 6 bottles (a half-bottle counts as half a bottle)');
    expect(checkShipmentLimits(3, { min: 6, max: 0 }, 'fr_FR')?.message).toBe('Un envoi doit contenir au moins 6 bouteilles (une demi-bouteille compte pour moitié)');
  });

  it('rejects too many bottles', () => {
    expect(checkShipmentLimits(37, { min: 0, max: 36 }, 'en')).toMatchObject({ code: 'ABOVE_MAX_BOTTLES', limit: 36 });
  });
});
