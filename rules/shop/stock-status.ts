/** The stock parameters of §9 that decide what a visitor is told about a declination's stock. */
export interface StockOptions {
  /** STOCK_MANAGEMENT: stock-tracked declinations at zero cannot be bought. */
  stockManagement: boolean;
  /** SHOW_STOCK_LABELS: tell the visitor "only N left" below the threshold. */
  showStockLabels: boolean;
  /** STOCK_DISPLAY_THRESHOLD (default 5; 0 = never "only N left"). */
  threshold: number;
}

export const DEFAULT_STOCK_DISPLAY_THRESHOLD = 5;

/**
 * What the shop says about one declination's stock: `unavailable` when stock is managed, tracked
 * (`setQuantity`) and at zero; `few` with the count when labels are shown and the stock is below
 * the threshold; else `available`. Stock not tracked, or not managed, is always available.
 */
export type StockStatus = { kind: 'available' } | { kind: 'few'; left: number } | { kind: 'unavailable' };

export function stockStatus(declination: { quantity?: number | null; setQuantity?: boolean | null }, options: StockOptions): StockStatus {
  if (!options.stockManagement || declination.setQuantity !== true) return { kind: 'available' };
  const left = Math.max(0, Math.floor(declination.quantity ?? 0));
  if (left === 0) return { kind: 'unavailable' };
  if (options.showStockLabels && options.threshold > 0 && left < options.threshold) return { kind: 'few', left };
  return { kind: 'available' };
}
