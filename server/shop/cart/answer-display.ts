import type { Customization } from '../../../schemas/catalogue/customizations.schema.ts';
import { resolveLocalized } from '../../../schemas/localized.ts';
import type { CustomizationAnswer } from '../catalogue/customization-answers.ts';
import type { Locale } from '../../../rules/locale.ts';
import { pickText } from '../../../rules/text/pick-text.ts';

/** A cart line's answer with what a visitor reads (display fields, like the line's name). */
export interface DisplayedAnswer extends CustomizationAnswer {
  /** The customization's label, e.g. "Essence du bois"; null when the product no longer offers it. */
  label: string | null;
  /** The answer in words: a SELECT's option label, "Oui"/"Yes" for a ticked box, the text or the file name; null when there is nothing to show (empty, unticked). */
  display: string | null;
}

const YES = { en: 'Yes', fr: 'Oui' } as const;

function displayOf(definition: Customization['customization'], answer: CustomizationAnswer['answer'], lang: Locale): string | null {
  if (answer === null || answer === false || String(answer).trim() === '' || answer === 'false') return null;
  if (definition.inputType === 'CHECKBOX') return pickText(YES, lang);
  if (definition.inputType === 'SELECT') {
    const option = definition.customizationValues.find((value) => value.selectKey === String(answer));
    return option?.label ? resolveLocalized(option.label, lang) : String(answer);
  }
  return String(answer);
}

/** Each answer of a cart line with its question's label and the answer in words, in the caller's language. */
export function displayedAnswers(offered: readonly Customization[], answers: readonly CustomizationAnswer[], lang: Locale): DisplayedAnswer[] {
  return answers.map((answer) => {
    const definition = offered.find((one) => one.id === answer.idCustomization)?.customization;
    if (!definition) return { ...answer, label: null, display: null };
    return { ...answer, label: resolveLocalized(definition.label, lang), display: displayOf(definition, answer.answer, lang) };
  });
}
