import { describe, expect, it } from 'vitest';
import type { DeclinationInCents } from '../../schemas/api/shop/product.ts';
import { declinationChoices, selectDeclination } from './declination-choices.ts';

const options = { stockManagement: true, showStockLabels: true, threshold: 5 };
const decl = (id: number, year: number | null, capacity: number, quantity = 10, name = ''): DeclinationInCents => ({
  id, year, capacity, capacityUnit: 'CENTILITRE', price: 1000, priceToPay: 1000, quantity, setQuantity: true, sellByMultipleOf: 1, discount: null, variations: [], name,
});

const gneiss = [decl(201, 2023, 75), decl(202, 2022, 75, 0), decl(203, 2022, 150, 2)];

describe('selectDeclination', () => {
  it('shows the declination asked for, even sold out', () => {
    expect(selectDeclination(gneiss, { idDeclination: 202 }, options)?.id).toBe(202);
  });
  it('shows the first on sale of the vintage asked for', () => {
    expect(selectDeclination(gneiss, { year: 2022 }, options)?.id).toBe(203);
  });
  it('shows the first on sale by default, and nothing for an unknown declination or vintage', () => {
    expect(selectDeclination([decl(1, 2020, 75, 0), decl(2, 2019, 75)], {}, options)?.id).toBe(2);
    expect(selectDeclination(gneiss, { idDeclination: 999 }, options)).toBeUndefined();
    expect(selectDeclination(gneiss, { year: 1999 }, options)).toBeUndefined();
  });
});

describe('declinationChoices', () => {
  it('offers vintages newest first, each keeping the format shown when it exists', () => {
    const choices = declinationChoices(gneiss, gneiss[2]!, options);
    expect(choices.vintages.map((one) => [one.value, one.declinationId, one.selected])).toEqual([
      [2023, 201, false],
      [2022, 203, true],
    ]);
  });
  it('offers the formats of the vintage shown, smallest first, and marks sold-out ones', () => {
    const choices = declinationChoices(gneiss, gneiss[1]!, options);
    expect(choices.formats.map((one) => [one.value, one.declinationId, one.selected, one.available])).toEqual([
      [75, 202, true, false],
      [150, 203, false, true],
    ]);
  });
  it('lists versions only when variations alone tell declinations apart', () => {
    const cremant = [decl(701, null, 75, 10, 'Dosage : Brut'), decl(702, null, 75, 10, 'Dosage : Rosé'), decl(703, null, 37.5)];
    const choices = declinationChoices(cremant, cremant[0]!, options);
    expect(choices.vintages).toEqual([]);
    expect(choices.versions.map((one) => one.declinationId)).toEqual([701, 702]);
    expect(choices.formats.map((one) => one.value)).toEqual([37.5, 75]);
  });

  it('says when a vintage exists only in another format, and keeps offering every format (Les Schistes 2023 in magnum)', () => {
    const schistes = [decl(101, 2024, 75), decl(102, 2024, 37.5), decl(103, 2023, 150), decl(104, 2022, 75)];
    const fromBottle = declinationChoices(schistes, schistes[0]!, options);
    expect(fromBottle.vintages.map((one) => [one.value, one.declinationId, one.alsoChanges])).toEqual([
      [2024, 101, undefined],
      [2023, 103, { centilitres: 150 }],
      [2022, 104, undefined],
    ]);
    expect(fromBottle.formats.map((one) => [one.value, one.declinationId, one.alsoChanges])).toEqual([
      [37.5, 102, undefined],
      [75, 101, undefined],
      [150, 103, { year: 2023 }],
    ]);
    const fromMagnum = declinationChoices(schistes, schistes[2]!, options);
    expect(fromMagnum.formats.map((one) => [one.value, one.declinationId, one.selected, one.alsoChanges])).toEqual([
      [37.5, 102, false, { year: 2024 }],
      [75, 101, false, { year: 2024 }],
      [150, 103, true, undefined],
    ]);
  });
});

