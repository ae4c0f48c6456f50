import type { StockStatus } from '../../rules/index.ts';
import { useShop } from './use-shop.ts';

/** "In stock", "Only N left" or "Sold out"; "In stock" only when the site shows stock labels. */
export function StockLabel({ status, ns, showAvailable }: { status: StockStatus; ns: string; showAvailable: boolean }) {
  const shop = useShop(ns);
  if (status.kind === 'available' && !showAvailable) return null;
  const text = status.kind === 'few' ? shop.t('shop.stock.few', { n: status.left }) : shop.t(`shop.stock.${status.kind}`);
  return <p className={`stock-label stock-label--${status.kind}`}>{text}</p>;
}
