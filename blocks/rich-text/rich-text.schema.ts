import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** A section of configured HTML (sanitized when rendered) with an optional h2 title. */
export const RichTextSchema = Type.Object(
  { title: Type.Optional(Type.String()), html: Type.String() },
  { additionalProperties: false },
);
export type RichTextProps = Static<typeof RichTextSchema>;
