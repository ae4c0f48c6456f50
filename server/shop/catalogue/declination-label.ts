import { declinationName } from '../../../rules/index.ts';
import type { VariationLabel } from '../../../rules/index.ts';
import { resolveLocalized } from '../../../schemas/localized.ts';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { variationsOf } from './catalogue.ts';
import type { Locale } from '../../../rules/locale.ts';

export { declinationName };

/** The site's variations with their labels and values resolved to a language. */
export function resolveDeclinationLabels(site: LoadedSite, lang: Locale): VariationLabel[] {
  return variationsOf(site).map((variation) => ({
    id: variation.id,
    label: resolveLocalized(variation.label, lang),
    displayLabel: variation.displayLabel ? resolveLocalized(variation.displayLabel, lang) : null,
    values: variation.values.map((value) => ({ id: value.id, value: resolveLocalized(value.value, lang) })),
  }));
}
