import { describe, expect, it } from 'vitest';
import { mealIconsOf } from './meal-icons-of.ts';

const icon = (id: number, name: string) => ({ id, name, icon: { src: `/media/${id}.svg`, alt: '', width: 32, height: 32 } });

describe('mealIconsOf', () => {
  it('takes the product’s icons from the list fetched once, in its order', () => {
    const cached = [icon(1, 'Poisson'), icon(2, 'Volaille'), icon(3, 'Fromage')];
    expect(mealIconsOf({ mealIcons: [icon(3, 'old'), icon(1, 'old')] }, cached).map((one) => one.name)).toEqual(['Poisson', 'Fromage']);
    expect(mealIconsOf({ mealIcons: [] }, cached)).toEqual([]);
  });

  it('falls back to the product answer’s icons without the list', () => {
    const own = [icon(2, 'Volaille')];
    expect(mealIconsOf({ mealIcons: own }, undefined)).toBe(own);
  });
});
