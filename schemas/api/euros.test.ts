import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { Nullable } from '../common.schema.ts';
import { centsOfWire, EurosSchema, wireOfCents } from './euros.ts';
import { adminOrderContracts } from './shop/admin-order-contracts.ts';
import { customizationContracts } from './shop/customization-contracts.ts';
import { productContracts } from './shop/product-contracts.ts';

describe('the wire’s euros and the caller’s cents', () => {
  const Line = Type.Object({ name: Type.String(), amount: Type.Number(), price: EurosSchema() });
  const Answer = Type.Object({
    total: EurosSchema(),
    count: Type.Integer(),
    lines: Type.Array(Line),
    refund: Nullable(Type.Object({ amount: EurosSchema() })),
    byId: Type.Record(Type.String(), EurosSchema()),
  });

  it('keeps the JSON schema as it was: a number, no new keyword', () => {
    expect(JSON.parse(JSON.stringify(EurosSchema({ minimum: 0.01 })))).toEqual({ type: 'number', minimum: 0.01 });
    expect(JSON.stringify(Answer)).not.toContain('euros');
  });

  it('converts every amount the schema marks to cents, by the money rules (1.005 € is 101 cents), and nothing else', () => {
    const wire = { total: 61.25, count: 3, lines: [{ name: 'Rosé', amount: 6.05, price: 1.005 }], refund: { amount: 12.5 }, byId: { 7: 0.1 } };
    expect(centsOfWire(Answer, wire)).toEqual({ total: 6125, count: 3, lines: [{ name: 'Rosé', amount: 6.05, price: 101 }], refund: { amount: 1250 }, byId: { 7: 10 } });
    expect(centsOfWire(Answer, { ...wire, refund: null })).toMatchObject({ refund: null });
    expect(wire.total).toBe(61.25);
  });

  it('gives back the same value, unwalked, for a schema without amounts', () => {
    const plain = { name: 'x', amount: 3.5 };
    expect(centsOfWire(Type.Object({ name: Type.String(), amount: Type.Number() }), plain)).toBe(plain);
  });

  it('converts a refund’s cents to the wire’s euros in the branch of the union the body is of', () => {
    const body = adminOrderContracts.refund.body;
    expect(wireOfCents(body, { reason: 'RETURN', returnId: 4, amount: 1250 })).toEqual({ reason: 'RETURN', returnId: 4, amount: 12.5 });
    expect(wireOfCents(body, { reason: 'CANCELLED' })).toEqual({ reason: 'CANCELLED' });
  });

  it('finds the marks through the contracts’ composed schemas', () => {
    const wire = { unitPrice: 29, customizationPrice: 6.05, price: 35.05, details: [{ idCustomization: 1, costType: 'EURO', amount: 6.05, price: 6.05 }] };
    expect(centsOfWire(customizationContracts.price.answer, wire)).toEqual({ unitPrice: 2900, customizationPrice: 605, price: 3505, details: [{ idCustomization: 1, costType: 'EURO', amount: 6.05, price: 605 }] });
  });

  it('gives a product’s prices in cents through its contracts (a list, a product with its recommended ones), its discounts’ euros or percents as served', () => {
    const discount = { id: 3, type: 'EURO', amount: 1.5 };
    const declination = {
      id: 11, year: 2023, price: 9.8, priceToPay: 8.3, quantity: 4, setQuantity: true, sellByMultipleOf: 1, discount, variations: [], name: '',
      quantityDiscounts: [{ type: 'EURO', amount: 0.5, fromQuantity: 6 }, { type: 'PERCENT', amount: 12.5, fromQuantity: 12 }],
    };
    const product = { id: 1, name: 'Les Schistes', image: { src: '/a.jpg', alt: '', width: 1, height: 1 }, productType: 'WINE', price: 9.8, priceToPay: 8.3, discount, declination: [declination] };
    const inCents = {
      ...product, price: 980, priceToPay: 830,
      declination: [{ ...declination, price: 980, priceToPay: 830 }],
    };
    expect(centsOfWire(productContracts.list.answer, { products: [product], total: 1 })).toEqual({ products: [inCents], total: 1 });
    expect(centsOfWire(productContracts.recommended.answer, { products: [product] })).toEqual({ products: [inCents] });
    const detail = { ...product, features: [], variationFeatures: [], mealIcons: [], hasCustomization: false, recommendedProducts: [product] };
    expect(centsOfWire(productContracts.read.answer, detail)).toEqual({ ...inCents, features: [], variationFeatures: [], mealIcons: [], hasCustomization: false, recommendedProducts: [inCents] });
  });
});
