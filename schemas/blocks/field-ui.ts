import type { Widget } from './field-keywords.ts';
import type { TextPair } from '../../rules/text/pick-text.ts';

/** What a form shows of a prop beyond its label and help: its widget, the labels of its values. */
export interface FieldUiMore {
  widget?: Widget;
  choices?: Record<string, TextPair>;
}

/** The annotations of one prop, spread into its TypeBox options (`x-label`, `x-help`, …). */
export interface FieldUi {
  'x-label': TextPair;
  'x-help': TextPair;
  'x-widget'?: Widget;
  'x-choices'?: Record<string, TextPair>;
}

/**
 * The label and help text an owner reads above a prop's field, in French and English, and where
 * the type alone does not say it the widget and the labels of its values:
 * `Type.String({ minLength: 1, ...fieldUi({ fr: 'Titre', en: 'Title' }, { fr: '…', en: '…' }) })`.
 */
export function fieldUi(label: TextPair, help: TextPair, more: FieldUiMore = {}): FieldUi {
  return {
    'x-label': label,
    'x-help': help,
    ...(more.widget ? { 'x-widget': more.widget } : {}),
    ...(more.choices ? { 'x-choices': more.choices } : {}),
  };
}
