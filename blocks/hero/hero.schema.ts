import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { BlockImageSchema, BlockLinkSchema } from '../../runtime/ui/block-image.schema.ts';

/** The page's opening banner: its title is the page's h1. */
export const HeroSchema = Type.Object(
  {
    title: Type.String({ minLength: 1 }),
    subtitle: Type.Optional(Type.String()),
    image: Type.Optional(BlockImageSchema),
    cta: Type.Optional(BlockLinkSchema),
  },
  { additionalProperties: false },
);
export type HeroProps = Static<typeof HeroSchema>;
