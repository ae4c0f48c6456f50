import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** A section of configured HTML (sanitized when the configuration loads) with an optional h2 title. */
export const RichTextSchema = Type.Object(
  { title: Type.Optional(Type.String()), html: Type.String({ contentMediaType: 'text/html' }) },
  { additionalProperties: false },
);
export type RichTextProps = Static<typeof RichTextSchema>;
