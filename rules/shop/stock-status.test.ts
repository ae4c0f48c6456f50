import { describe, expect, it } from 'vitest';
import { stockStatus } from './stock-status.ts';

const on = { stockManagement: true, showStockLabels: true, threshold: 5 };

describe('stockStatus', () => {
  it('says "only N left" below the threshold, not at it', () => {
    expect(stockStatus({ quantity: 4, setQuantity: true }, on)).toEqual({ kind: 'few', left: 4 });
    expect(stockStatus({ quantity: 5, setQuantity: true }, on)).toEqual({ kind: 'available' });
  });
  it('makes a tracked declination at zero unavailable', () => {
    expect(stockStatus({ quantity: 0, setQuantity: true }, on)).toEqual({ kind: 'unavailable' });
  });
  it('keeps an untracked declination available whatever its quantity', () => {
    expect(stockStatus({ quantity: 0, setQuantity: false }, on)).toEqual({ kind: 'available' });
  });
  it('ignores stock when STOCK_MANAGEMENT is off', () => {
    expect(stockStatus({ quantity: 0, setQuantity: true }, { ...on, stockManagement: false })).toEqual({ kind: 'available' });
  });
  it('gives no count without SHOW_STOCK_LABELS or with a threshold of 0', () => {
    expect(stockStatus({ quantity: 2, setQuantity: true }, { ...on, showStockLabels: false })).toEqual({ kind: 'available' });
    expect(stockStatus({ quantity: 2, setQuantity: true }, { ...on, threshold: 0 })).toEqual({ kind: 'available' });
  });
});
