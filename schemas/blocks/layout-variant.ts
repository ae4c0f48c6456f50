import { Type, type TLiteral, type TOptional, type TUnion } from '@sinclair/typebox';
import { fieldUi } from './field-ui.ts';
import type { TextPair } from '../../rules/text/pick-text.ts';

/**
 * A block's optional layout (decision 0068): one of its variants, shown to owners as the plain
 * choice "Mise en page / Layout" with each variant's label; `help` says what an empty choice gives.
 */
export function layoutVariant<V extends string>(choices: Record<V, TextPair>, help: TextPair): TOptional<TUnion<TLiteral<V>[]>> {
  const values = Object.keys(choices) as V[];
  return Type.Optional(Type.Union(values.map((value) => Type.Literal(value)), fieldUi({ fr: 'Mise en page', en: 'Layout' }, help, { choices })));
}
