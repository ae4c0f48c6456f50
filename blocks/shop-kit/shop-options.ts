import { DEFAULT_STOCK_DISPLAY_THRESHOLD } from '../../rules/index.ts';
import type { StockOptions } from '../../rules/index.ts';
import { parameterBoolean, parameterNumber } from '../../runtime/index.ts';
import type { ServedParameter } from '../../runtime/index.ts';

/** The site parameters the shop blocks follow (§9): prices hidden, stock display. */
export interface ShopOptions {
  hidePrices: boolean;
  stock: StockOptions;
}

export function shopOptions(parameters: readonly ServedParameter[]): ShopOptions {
  return {
    hidePrices: parameterBoolean(parameters, 'HIDE_PRODUCT_PRICES', false),
    stock: {
      stockManagement: parameterBoolean(parameters, 'STOCK_MANAGEMENT', false),
      showStockLabels: parameterBoolean(parameters, 'SHOW_STOCK_LABELS', false),
      threshold: parameterNumber(parameters, 'STOCK_DISPLAY_THRESHOLD', DEFAULT_STOCK_DISPLAY_THRESHOLD),
    },
  };
}
