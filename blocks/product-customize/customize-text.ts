import type { IntlShape } from '../../runtime/index.ts';
import { formatCustomizationCost } from '../../rules/index.ts';
import type { CustomizationCost, Locale } from '../../rules/index.ts';
import type { CustomizationProblem, ServedCustomizationValue } from '../../runtime/index.ts';

/** A block message by its short key (`product-customize.<key>`), with values. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export function translator(intl: IntlShape): Translate {
  return (key, values) => intl.formatMessage({ id: `product-customize.${key}` }, values);
}

/** '+6€', '+20%', or the words for no extra cost. */
export function costLabel(cost: CustomizationCost | null, locale: Locale, t: Translate): string {
  return cost ? formatCustomizationCost(cost, locale) : t('free');
}

/** The extra cost of one choice of a SELECT step ('+12€', or the words for no extra cost). */
export function choiceCostLabel(value: ServedCustomizationValue, locale: Locale, t: Translate): string {
  return costLabel(value.costType === 'NONE' || value.amount === 0 ? null : { costType: value.costType, amount: value.amount }, locale, t);
}

function megabytes(bytes: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en' : 'fr', { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
}

/** Why the visitor cannot go on, in words. */
export function problemText(problem: CustomizationProblem, locale: Locale, t: Translate): string {
  switch (problem.kind) {
    case 'required':
      return t('required');
    case 'fileType':
      return t('fileType', { accept: problem.accept.join(', ') });
    case 'fileSize':
      return t('fileSize', { max: megabytes(problem.maxSize, locale) });
    case 'server':
      return problem.message || t('failed');
  }
}

/** The accepted files and the largest size of a FILE step, for its hint. */
export function fileHint(accept: readonly string[], maxSize: number | undefined, locale: Locale, t: Translate): string {
  const types = accept.join(', ');
  return maxSize === undefined ? t('fileTypes', { accept: types }) : t('fileHint', { accept: types, max: megabytes(maxSize, locale) });
}
