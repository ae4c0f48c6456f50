import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { legalTextKeys as legalParameters } from '../../rules/text/legal-text-keys.ts';
import { defineBlockServer } from '../../runtime/index.server.ts';

// The site parameters that hold a legal text (TEXT, Localized HTML).
export { legalParameters };

/** A legal text from the site parameters, placeholders filled with the company identity. */
export const LegalTextSchema = Type.Object(
  {
    parameter: Type.Union(legalParameters.map((key) => Type.Literal(key))),
    title: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type LegalTextProps = Static<typeof LegalTextSchema>;

export default defineBlockServer({
  schema: LegalTextSchema,
  examples: {
    fr: { parameter: 'LEGAL_NOTICE', title: 'Éditeur du site' },
    en: { parameter: 'LEGAL_NOTICE', title: 'Website publisher' },
  },
});
