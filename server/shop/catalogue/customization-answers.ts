import type { Customization } from '../../../schemas/catalogue/customizations.schema.ts';
import { customizationCost, shareCents } from '../../../rules/index.ts';
import type { Locale } from '../../../rules/locale.ts';
import { fillPlaceholders } from '../../../rules/text/fill-placeholders.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

/** A visitor's answer to one customization, as stored on a cart line. */
export interface CustomizationAnswer {
  idCustomization: number;
  answer: string | number | boolean | null;
  /** The uploaded file's id, for FILE customizations. */
  fileId?: string;
}

/** A problem with one answer, keyed for the §8 ' key : error' message. */
export interface AnswerError {
  key: string;
  error: string;
}

const MESSAGES = {
  UNKNOWN: { en: 'this customization is not offered for this product', fr: "cette personnalisation n'est pas proposée pour ce produit" },
  REQUIRED: { en: 'an answer is required', fr: 'une réponse est obligatoire' },
  CHOICE: { en: 'this choice does not exist', fr: "ce choix n'existe pas" },
  FILE: { en: 'a file is required', fr: 'un fichier est obligatoire' },
  DUPLICATE: { en: 'answered twice', fr: 'répondu deux fois' },
  TOO_LONG: { en: 'at most {max} characters', fr: '{max} caractères au plus' },
} as const;

function isEmpty(answer: CustomizationAnswer | undefined): boolean {
  if (!answer) return true;
  if (answer.fileId) return false;
  return answer.answer === null || answer.answer === false || String(answer.answer).trim() === '';
}

/**
 * Checks answers against the product's customizations: each must be offered, answered once,
 * a SELECT key must exist, a FILE answer needs a file, and (unless `requireAll` is false)
 * required ones must be answered.
 * Keys are `customization.{id}`.
 */
export function customizationAnswerErrors(
  offered: readonly Customization[],
  answers: readonly CustomizationAnswer[],
  lang: Locale,
  options: { requireAll: boolean } = { requireAll: true },
): AnswerError[] {
  const errors: AnswerError[] = [];
  const seen = new Set<number>();
  for (const answer of answers) {
    const key = `customization.${answer.idCustomization}`;
    const found = offered.find((one) => one.id === answer.idCustomization);
    if (!found) {
      errors.push({ key, error: pickText(MESSAGES.UNKNOWN, lang) });
      continue;
    }
    if (seen.has(answer.idCustomization)) errors.push({ key, error: pickText(MESSAGES.DUPLICATE, lang) });
    seen.add(answer.idCustomization);
    const definition = found.customization;
    if (definition.inputType === 'SELECT' && !isEmpty(answer)) {
      const keys = definition.customizationValues.map((value) => value.selectKey);
      if (!keys.includes(String(answer.answer))) errors.push({ key, error: pickText(MESSAGES.CHOICE, lang) });
    }
    if (definition.inputType === 'TEXT' && definition.maxLength !== undefined && [...String(answer.answer ?? '')].length > definition.maxLength) {
      errors.push({ key, error: fillPlaceholders(pickText(MESSAGES.TOO_LONG, lang), { max: definition.maxLength }) });
    }
    if (definition.inputType === 'FILE' && !answer.fileId && answer.answer !== null && answer.answer !== '') {
      errors.push({ key, error: pickText(MESSAGES.FILE, lang) });
    }
  }
  for (const one of offered) {
    if (!options.requireAll || !one.customization.required) continue;
    if (isEmpty(answers.find((answer) => answer.idCustomization === one.id))) {
      const inputType = one.customization.inputType;
      errors.push({ key: `customization.${one.id}`, error: pickText((inputType === 'FILE' ? MESSAGES.FILE : MESSAGES.REQUIRED), lang) });
    }
  }
  return errors;
}

/**
 * The surcharge per unit of a set of answers, in cents: each answer's cost (§5 tiers) as a
 * euro amount, or a percent of the unit price rounded to the cent (`shareCents`, as reductions).
 */
export function customizationSurchargeCents(
  offered: readonly Customization[],
  answers: readonly CustomizationAnswer[],
  unitPriceCents: number,
): number {
  let cents = 0;
  for (const answer of answers) {
    const found = offered.find((one) => one.id === answer.idCustomization);
    if (!found) continue;
    const cost = customizationCost(found.customization, { answer: answer.answer, file: answer.fileId ?? null });
    if (!cost) continue;
    cents += shareCents(unitPriceCents, { type: cost.costType, amount: cost.amount });
  }
  return cents;
}
