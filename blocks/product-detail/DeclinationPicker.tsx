import { useId } from 'react';
import { Link } from 'react-router';
import { formatCapacity, type Locale } from '../../rules/index.ts';
import { productPath } from '../../runtime/index.ts';
import type { DeclinationInCents, ProductInCents } from '../../schemas/api/shop/product.ts';
import { useShop } from '../shop-kit/use-shop.ts';
import type { DeclinationChoice, DeclinationChoices } from './declination-choices.ts';

const NS = 'product-detail';

/** The page of one declination: wines by their `/detail/{id}` route, other goods by `?declination=`. */
export function declinationHref(locale: Locale, product: ProductInCents, idDeclination: number): string {
  if (product.productType === 'WINE') return productPath(locale, product, { declination: idDeclination });
  return `${productPath(locale, product)}?declination=${idDeclination}`;
}

function Group({ legend, choices, label, product }: { legend: string; choices: DeclinationChoice[]; label: (choice: DeclinationChoice) => string; product: ProductInCents }) {
  const shop = useShop(NS);
  const id = useId();
  if (choices.length === 0) return null;
  return (
    <div className="declination-picker__group" role="group" aria-labelledby={id}>
      <p id={id} className="declination-picker__legend">
        {legend}
      </p>
      <ul>
        {choices.map((choice) => (
          <li key={`${choice.value}-${choice.declinationId}`}>
            <Link
              to={declinationHref(shop.locale, product, choice.declinationId)}
              preventScrollReset
              replace
              className={`declination-picker__option${choice.available ? '' : ' declination-picker__option--unavailable'}`}
              aria-current={choice.selected ? 'true' : undefined}
            >
              {label(choice)}
              {choice.available ? null : <span className="visually-hidden"> ({shop.t('shop.stock.unavailable')})</span>}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Vintage, format and version choices as links to each declination's page, so choosing works
 * without JavaScript (and, with it, as client navigations that keep the scroll position).
 */
export function DeclinationPicker({ choices, product, declinations }: { choices: DeclinationChoices; product: ProductInCents; declinations: DeclinationInCents[] }) {
  const shop = useShop(NS);
  const nameOf = (id: number) => declinations.find((one) => one.id === id)?.name ?? '';
  const vintage = (year: number | null) => (year === null ? shop.t('shop.nonVintage') : String(year));
  const format = (centilitres: number) => formatCapacity(centilitres, 'CENTILITRE', shop.locale);
  // A choice that also changes the other axis says so ("2023 · 150 cl"), never switching silently.
  const vintageLabel = (choice: DeclinationChoice) =>
    choice.alsoChanges && 'centilitres' in choice.alsoChanges ? `${vintage(choice.value)} · ${format(choice.alsoChanges.centilitres)}` : vintage(choice.value);
  const formatLabel = (choice: DeclinationChoice) =>
    choice.alsoChanges && 'year' in choice.alsoChanges ? `${format(choice.value ?? 0)} · ${vintage(choice.alsoChanges.year)}` : format(choice.value ?? 0);
  return (
    <nav className="declination-picker" aria-label={shop.t('choose')}>
      <Group legend={shop.t('vintage')} choices={choices.vintages} product={product} label={vintageLabel} />
      <Group legend={shop.t('format')} choices={choices.formats} product={product} label={formatLabel} />
      <Group legend={shop.t('version')} choices={choices.versions} product={product} label={(choice) => nameOf(choice.declinationId)} />
    </nav>
  );
}
