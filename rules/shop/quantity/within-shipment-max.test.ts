import { describe, expect, it } from 'vitest';
import { quantityChoices } from './quantity-choices.ts';
import { withinShipmentMax } from './within-shipment-max.ts';

const bottle = { type: 'WINE', capacity: 75, capacityUnit: 'CENTILITRE', sellByMultipleOf: 6 } as const;

describe('withinShipmentMax', () => {
  it('caps a wine sold by 6 at the 60 bottles a shipment holds (the list went to 120)', () => {
    const options = quantityChoices('WINE', { sellByMultipleOf: 6 });
    expect(options.at(-1)).toBe(120);
    expect(withinShipmentMax(options, bottle, 60)).toEqual([6, 12, 18, 24, 30, 36, 42, 48, 54, 60]);
  });

  it('counts half-bottles half and a box by its bottles', () => {
    expect(withinShipmentMax([60, 120, 126], { ...bottle, capacity: 37.5 }, 60)).toEqual([60, 120]);
    expect(withinShipmentMax([1, 5, 10, 11], { type: 'BOX', capacity: 75, capacityUnit: 'CENTILITRE', sellByMultipleOf: 6 }, 60)).toEqual([1, 5, 10]);
  });

  it('keeps the current quantity, and caps nothing without a maximum or for goods that are not bottles', () => {
    expect(withinShipmentMax([54, 60, 66], bottle, 60, 66)).toEqual([54, 60, 66]);
    expect(withinShipmentMax([6, 120], bottle, 0)).toEqual([6, 120]);
    expect(withinShipmentMax([1, 200], { type: 'OTHER' }, 60)).toEqual([1, 200]);
  });
});
