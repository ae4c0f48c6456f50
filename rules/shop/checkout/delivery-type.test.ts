import { describe, expect, it } from 'vitest';
import { initialDeliveryType, orderDeliveryType } from './delivery-type.ts';

const wine = { isDematerialized: false };
const giftCard = { isDematerialized: true };

describe('initialDeliveryType', () => {
  it.each([
    [[wine], 'delivery'],
    [[wine, giftCard], 'delivery'],
    [[giftCard], 'no_delivery'],
    [[giftCard, giftCard], 'no_delivery'],
    [[], 'no_delivery'],
  ] as const)('%o starts as %s', (lines, expected) => {
    expect(initialDeliveryType(lines)).toBe(expected);
  });
});

describe('orderDeliveryType (§7 order body delivery.type)', () => {
  it.each([
    ['delivery', 'DELIVERY', 'DELIVERY'],
    ['delivery', 'PICKUP', 'PICKUP'],
    ['delivery', null, 'DELIVERY'],
    ['clickAndCollect', 'PICKUP', 'CLICK_AND_COLLECT'],
    ['no_delivery', null, 'NO_DELIVERY'],
  ] as const)('%s with a %s carrier is %s', (type, kind, expected) => {
    expect(orderDeliveryType(type, kind)).toBe(expected);
  });
});
