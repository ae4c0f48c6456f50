import { capacityInCentilitres, stockStatus } from '../../rules/index.ts';
import type { StockOptions } from '../../rules/index.ts';
import type { DeclinationInCents } from '../../schemas/api/shop/product.ts';

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
  /**
   * Set when the choice also changes the other axis, so the page says so instead of switching
   * silently: the format a vintage choice leads to, or the vintage a format choice leads to.
   */
  alsoChanges?: { centilitres: number } | { year: number | null };
}

export interface DeclinationChoices {
  vintages: DeclinationChoice[];
  formats: DeclinationChoice[];
  /** Declinations of the same vintage and format told apart by their variations (their §3 name). */
  versions: DeclinationChoice[];
}

/** A declination's volume; 0 for a type without capacity (a voucher): one format, told apart by versions. */
const centilitres = (one: DeclinationInCents) => (one.capacity === undefined || one.capacityUnit === undefined ? 0 : capacityInCentilitres(one.capacity, one.capacityUnit));
const onSale = (options: StockOptions) => (one: DeclinationInCents) => stockStatus(one, options).kind !== 'unavailable';

/** The first on sale among `candidates`, else the first; undefined for none. */
function best(candidates: readonly DeclinationInCents[], options: StockOptions): DeclinationInCents | undefined {
  return candidates.find(onSale(options)) ?? candidates[0];
}

/**
 * The declination a product page shows: the one asked for, else the first on sale of the vintage
 * asked for, else the first on sale. Undefined only for a product without declinations, or when
 * the declination or vintage asked for is not the product's.
 */
export function selectDeclination(declinations: readonly DeclinationInCents[], asked: Preselection, options: StockOptions): DeclinationInCents | undefined {
  if (asked.idDeclination !== undefined) return declinations.find((one) => one.id === asked.idDeclination);
  if (asked.year !== undefined) return best(declinations.filter((one) => one.year === asked.year), options);
  return best(declinations, options);
}

/** The one among `candidates` whose vintage is nearest `year` (the newer on a tie), on sale first. */
function nearestVintage(candidates: readonly DeclinationInCents[], year: number | null, options: StockOptions): DeclinationInCents | undefined {
  const distance = (one: DeclinationInCents) => (one.year === null || year === null ? (one.year === year ? 0 : 10_000) : Math.abs(one.year - year));
  const ordered = [...candidates].sort((a, b) => distance(a) - distance(b) || (b.year ?? -1) - (a.year ?? -1));
  return best(ordered.filter((one) => distance(one) === distance(ordered[0]!)), options) ?? best(ordered, options);
}

/**
 * The choices of a product page by vintage × capacity (§3). Each vintage leads to the declination
 * of that vintage in the format shown, else to its first on sale, and then says which format it
 * leads to. Every format of the product is offered: within the vintage shown when it exists
 * there, else in the nearest vintage, which the choice then names. Versions list the
 * declinations sharing both. A group with one option is empty (nothing to choose).
 */
export function declinationChoices(declinations: readonly DeclinationInCents[], selected: DeclinationInCents, options: StockOptions): DeclinationChoices {
  const available = onSale(options);
  const size = centilitres(selected);
  const choice = (value: number | null, target: DeclinationInCents, selectedHere: boolean, alsoChanges?: DeclinationChoice['alsoChanges']): DeclinationChoice => ({
    value,
    declinationId: target.id,
    selected: selectedHere,
    available: available(target),
    ...(alsoChanges ? { alsoChanges } : {}),
  });
  const years = [...new Set(declinations.map((one) => one.year))].sort((a, b) => (b ?? -1) - (a ?? -1));
  const vintages = years.map((year) => {
    const ofYear = declinations.filter((one) => one.year === year);
    const sameSize = best(ofYear.filter((one) => centilitres(one) === size), options);
    const target = sameSize ?? best(ofYear, options)!;
    return choice(year, target, year === selected.year, sameSize ? undefined : { centilitres: centilitres(target) });
  });
  const sizes = [...new Set(declinations.map(centilitres))].sort((a, b) => a - b);
  const formats = sizes.map((each) => {
    const ofSize = declinations.filter((one) => centilitres(one) === each);
    if (ofSize.includes(selected)) return choice(each, selected, true);
    const inVintage = best(ofSize.filter((one) => one.year === selected.year), options);
    if (inVintage) return choice(each, inVintage, false);
    const target = nearestVintage(ofSize, selected.year, options)!;
    return choice(each, target, false, { year: target.year });
  });
  const same = declinations.filter((one) => one.year === selected.year && centilitres(one) === size);
  const versions = same.map((one) => choice(one.id, one, one === selected));
  return {
    vintages: vintages.length > 1 ? vintages : [],
    formats: formats.length > 1 ? formats : [],
    versions: versions.length > 1 ? versions : [],
  };
}
