import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { BlockLinkSchema } from '../../runtime/ui/block-image.schema.ts';

/** A highlighted invitation: h2 title, optional text, one button link. */
export const CallToActionSchema = Type.Object(
  { title: Type.String({ minLength: 1 }), text: Type.Optional(Type.String()), button: BlockLinkSchema },
  { additionalProperties: false },
);
export type CallToActionProps = Static<typeof CallToActionSchema>;
