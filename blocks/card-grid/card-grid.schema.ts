import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { BlockImageSchema } from '../../runtime/ui/block-image.schema.ts';

export const CardSchema = Type.Object(
  {
    title: Type.String({ minLength: 1 }),
    text: Type.String(),
    image: Type.Optional(BlockImageSchema),
    href: Type.Optional(Type.String({ minLength: 1 })),
  },
  { additionalProperties: false },
);

/** A grid of 2, 3 or 4 columns of cards (title, text, optional image and link). */
export const CardGridSchema = Type.Object(
  {
    title: Type.Optional(Type.String()),
    intro: Type.Optional(Type.String()),
    columns: Type.Optional(Type.Union([Type.Literal(2), Type.Literal(3), Type.Literal(4)])),
    cards: Type.Array(CardSchema, { minItems: 1 }),
  },
  { additionalProperties: false },
);
export type CardGridProps = Static<typeof CardGridSchema>;
export type CardProps = Static<typeof CardSchema>;
