import { describe, expect, it } from 'vitest';
import { checkShipmentLimits } from './shipment-limits.ts';

describe('checkShipmentLimits (shared by the cart page and the order)', () => {
  it('speaks the page’s locale codes too (fr, en)', () => {
    expect(checkShipmentLimits(2, { min: 3, max: 60 }, 'fr')?.message).toBe('Un envoi doit contenir au moins 3 bouteilles');
    expect(checkShipmentLimits(61, { min: 3, max: 60 }, 'en')?.message).toBe('A shipment can hold at most 60 bottles');
    expect(checkShipmentLimits(60, { min: 3, max: 60 }, 'fr')).toBeNull();
  });
});
