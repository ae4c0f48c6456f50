import type { Locale } from '../../rules/locale.ts';
import type { CartLineAnswer } from './cart-types.ts';
import { cartText } from './cart-messages.ts';

/**
 * The customization answers of a cart line as a visitor reads them: "Essence du bois : Chêne"
 * from the API's display fields; the raw answer when the API gives none. Empty answers and
 * unticked boxes are left out.
 */
export function cartLineAnswers(answers: readonly CartLineAnswer[], locale: Locale): { id: number; text: string }[] {
  return answers.flatMap((answer) => {
    if (answer.display !== undefined) {
      if (answer.display === null) return [];
      const text = answer.label ? cartText(locale, 'answer', { label: answer.label, value: answer.display }) : answer.display;
      return [{ id: answer.idCustomization, text }];
    }
    if (answer.answer === null || answer.answer === '' || answer.answer === false) return [];
    return [{ id: answer.idCustomization, text: answer.answer === true ? '✓' : String(answer.answer) }];
  });
}
