import type { AwardsDocument } from '../../../schemas/catalogue/awards.schema.ts';
import type { FeaturesDocument } from '../../../schemas/catalogue/features.schema.ts';
import type { MealIconsDocument } from '../../../schemas/catalogue/meal-icons.schema.ts';
import type { Product } from '../../../schemas/catalogue/products.schema.ts';
import { formatCapacity, formatPrice, productTypeTraits } from '../../../rules/index.ts';
import { resolveLocalized } from '../../../schemas/localized.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { ApiError } from '../../errors/api-error.ts';
import { NOT_A_DECLINATION_OF, siteDocument, unitPriceOf } from './catalogue.ts';
import { declinationName, resolveDeclinationLabels } from './declination-label.ts';
import type { Locale } from '../../../rules/locale.ts';
import type { PdfLine } from './render-pdf.ts';
import { labelled } from '../../../rules/text/labelled.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

const L = {
  title: { en: 'Technical sheet', fr: 'Fiche technique' },
  vintage: { en: 'Vintage', fr: 'Millésime' },
  capacity: { en: 'Capacity', fr: 'Contenance' },
  price: { en: 'Price', fr: 'Prix' },
  reference: { en: 'Reference', fr: 'Référence' },
  features: { en: 'Characteristics', fr: 'Caractéristiques' },
  pairings: { en: 'Food pairings', fr: 'Accords mets et vins' },
  awards: { en: 'Awards', fr: 'Récompenses' },
  description: { en: 'Description', fr: 'Description' },
  none: { en: 'Non-vintage', fr: 'Sans millésime' },
} as const;

/** Plain text of an HTML fragment: tags dropped, paragraphs kept apart, entities decoded. */
export function htmlToText(html: string): string[] {
  return html
    .replace(/<\/(p|li|h\d)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'")
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The technical sheet of a product (or of one declination) as PDF lines: name, site, for each
 * declination its vintage, capacity, price and reference, then features, pairings, awards and
 * the description — all in the request language.
 */
export function technicalSheetLines(site: LoadedSite, product: Product, idDeclination: number | undefined, lang: Locale): PdfLine[] {
  const declinations = idDeclination === undefined ? product.declinations : product.declinations.filter((one) => one.id === idDeclination);
  if (declinations.length === 0) throw new ApiError(404, NOT_A_DECLINATION_OF, null, { declination: String(idDeclination), product: String(product.id) });
  const labels = resolveDeclinationLabels(site, lang);
  const lines: PdfLine[] = [
    { text: `${pickText(L.title, lang)} — ${site.site.json.name}`, size: 10 },
    { text: resolveLocalized(product.name, lang), size: 18, bold: true },
  ];
  if (product.summary) lines.push({ text: resolveLocalized(product.summary, lang), size: 11 });
  for (const one of declinations) {
    lines.push({ text: declinationName(one, labels, undefined, lang) || resolveLocalized(product.name, lang), size: 13, bold: true });
    if (productTypeTraits(product.type).vintage) lines.push({ text: labelled(pickText(L.vintage, lang), String(one.year ?? pickText(L.none, lang)), lang), size: 11 });
    if (one.capacity !== undefined && one.capacityUnit !== undefined) lines.push({ text: labelled(pickText(L.capacity, lang), formatCapacity(one.capacity, one.capacityUnit, lang), lang), size: 11 });
    lines.push({ text: labelled(pickText(L.price, lang), formatPrice(unitPriceOf(one), lang), lang), size: 11 });
    if (one.reference) lines.push({ text: labelled(pickText(L.reference, lang), one.reference, lang), size: 11 });
  }
  const ids = new Set(declinations.map((one) => one.id));
  const features = (siteDocument<FeaturesDocument>(site, 'catalogue/features.json')?.features ?? [])
    .filter((one) => one.idProduct === product.id && (!one.idDeclination || ids.has(one.idDeclination)))
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  if (features.length) lines.push({ text: pickText(L.features, lang), size: 13, bold: true });
  for (const one of features) lines.push({ text: labelled(resolveLocalized(one.label, lang), resolveLocalized(one.value, lang), lang), size: 11 });
  const icons = (siteDocument<MealIconsDocument>(site, 'catalogue/meal-icons.json')?.mealIcons ?? []).filter((one) => product.mealIcons?.includes(one.id));
  if (icons.length) lines.push({ text: pickText(L.pairings, lang), size: 13, bold: true }, { text: icons.map((one) => resolveLocalized(one.name, lang)).join(', '), size: 11 });
  const awards = (siteDocument<AwardsDocument>(site, 'catalogue/awards.json')?.awards ?? []).filter(
    (one) => one.idProduct === product.id && (!one.idDeclination || ids.has(one.idDeclination)),
  );
  if (awards.length) lines.push({ text: pickText(L.awards, lang), size: 13, bold: true });
  for (const one of awards) {
    const parts = [resolveLocalized(one.name, lang), one.competition ? resolveLocalized(one.competition, lang) : null, one.year ?? null];
    lines.push({ text: parts.filter((part) => part !== null).join(' — '), size: 11 });
  }
  lines.push({ text: pickText(L.description, lang), size: 13, bold: true });
  for (const paragraph of htmlToText(resolveLocalized(product.description, lang))) lines.push({ text: paragraph, size: 11 });
  return lines;
}
