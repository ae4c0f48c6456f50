import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { BlockImageSchema } from '../shared/block-image.schema.ts';

/** Configured HTML beside an image, the image on the left or the right on wide screens. */
export const ImageTextSchema = Type.Object(
  {
    title: Type.Optional(Type.String()),
    html: Type.String({ contentMediaType: 'text/html' }),
    image: BlockImageSchema,
    imagePosition: Type.Optional(Type.Union([Type.Literal('left'), Type.Literal('right')])),
  },
  { additionalProperties: false },
);
export type ImageTextProps = Static<typeof ImageTextSchema>;
