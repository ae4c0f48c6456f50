import { capacityInCentilitres, stockStatus } from '../../rules/index.ts';
import type { StockOptions } from '../../rules/index.ts';
import type { ServedDeclination } from '../shop-kit/served-product.ts';

/** What the page was asked to show: a declination (`/detail/{id}`, `?declination=`), or a vintage (`/{year}`). */
export interface Preselection {
  idDeclination?: number;
  year?: number;
}

/** One option of a choice: the declination it leads to, and whether it is the one shown. */
export interface DeclinationChoice {
  /** The vintage (null: non-vintage), the capacity in centilitres, or the declination id. */
  value: number | null;
  declinationId: number;
  selected: boolean;
  available: boolean;
}

export interface DeclinationChoices {
  vintages: DeclinationChoice[];
  formats: DeclinationChoice[];
  /** Declinations of the same vintage and format told apart by their variations (their §3 name). */
  versions: DeclinationChoice[];
}

const centilitres = (one: ServedDeclination) => capacityInCentilitres(one.capacity, one.capacityUnit);
const onSale = (options: StockOptions) => (one: ServedDeclination) => stockStatus(one, options).kind !== 'unavailable';

/** The first on sale among `candidates`, else the first; undefined for none. */
function best(candidates: readonly ServedDeclination[], options: StockOptions): ServedDeclination | undefined {
  return candidates.find(onSale(options)) ?? candidates[0];
}

/**
 * The declination a product page shows: the one asked for, else the first on sale of the vintage
 * asked for, else the first on sale. Undefined only for a product without declinations, or when
 * the declination or vintage asked for is not the product's.
 */
export function selectDeclination(declinations: readonly ServedDeclination[], asked: Preselection, options: StockOptions): ServedDeclination | undefined {
  if (asked.idDeclination !== undefined) return declinations.find((one) => one.id === asked.idDeclination);
  if (asked.year !== undefined) return best(declinations.filter((one) => one.year === asked.year), options);
  return best(declinations, options);
}

/**
 * The choices of a product page by vintage × capacity (§3): each vintage leads to the declination
 * of that vintage in the format shown (else its first on sale); each format of the vintage shown
 * to its first on sale; versions list the declinations sharing both. A group with one option is
 * empty (nothing to choose).
 */
export function declinationChoices(declinations: readonly ServedDeclination[], selected: ServedDeclination, options: StockOptions): DeclinationChoices {
  const available = onSale(options);
  const choice = (value: number | null, target: ServedDeclination, selectedHere: boolean): DeclinationChoice => ({
    value,
    declinationId: target.id,
    selected: selectedHere,
    available: available(target),
  });
  const years = [...new Set(declinations.map((one) => one.year))].sort((a, b) => (b ?? -1) - (a ?? -1));
  const vintages = years.map((year) => {
    const ofYear = declinations.filter((one) => one.year === year);
    const target = best(ofYear.filter((one) => centilitres(one) === centilitres(selected)), options) ?? best(ofYear, options)!;
    return choice(year, target, year === selected.year);
  });
  const ofVintage = declinations.filter((one) => one.year === selected.year);
  const sizes = [...new Set(ofVintage.map(centilitres))].sort((a, b) => a - b);
  const formats = sizes.map((size) => {
    const ofSize = ofVintage.filter((one) => centilitres(one) === size);
    return choice(size, ofSize.includes(selected) ? selected : best(ofSize, options)!, size === centilitres(selected));
  });
  const same = ofVintage.filter((one) => centilitres(one) === centilitres(selected));
  const versions = same.map((one) => choice(one.id, one, one === selected));
  return {
    vintages: vintages.length > 1 ? vintages : [],
    formats: formats.length > 1 ? formats : [],
    versions: versions.length > 1 ? versions : [],
  };
}
