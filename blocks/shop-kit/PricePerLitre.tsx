import { formatCents } from '../../rules/index.ts';
import { useShop } from './use-shop.ts';
import '../../runtime/ui/visually-hidden.css';

export interface PricePerLitreProps {
  /** The price per litre in cents (pricePerLitreCents), or null: nothing is shown. */
  cents: number | null;
  /** The block type, prefix of the shared shop messages. */
  ns: string;
  className?: string;
}

/** The price per litre beside a wine's price: '55,20 €/L' on screen, '55,20 € le litre' read aloud. */
export function PricePerLitre({ cents, ns, className = 'price-per-litre' }: PricePerLitreProps) {
  const shop = useShop(ns);
  if (cents === null) return null;
  const price = formatCents(cents, shop.locale);
  return (
    <span className={className}>
      <span aria-hidden="true">{`${price}/L`}</span>
      <span className="visually-hidden">{shop.t('shop.perLitre', { price })}</span>
    </span>
  );
}
