import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { BlockImageSchema } from '../../runtime/ui/block-image.schema.ts';

/** A gallery item: an image, or a video when `image.src` is a video file (.mp4 …). */
export const GalleryItemSchema = Type.Object(
  { image: BlockImageSchema, caption: Type.Optional(Type.String()) },
  { additionalProperties: false },
);

/** A grid of thumbnails opening the fullscreen slider. */
export const GallerySchema = Type.Object(
  { title: Type.Optional(Type.String()), items: Type.Array(GalleryItemSchema, { minItems: 1 }) },
  { additionalProperties: false },
);
export type GalleryProps = Static<typeof GallerySchema>;
export type GalleryItemProps = Static<typeof GalleryItemSchema>;
