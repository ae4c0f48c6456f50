import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** The site parameters that hold a legal text (TEXT, Localized HTML). */
export const legalParameters = ['LEGAL_NOTICE', 'PRIVACY_POLICY', 'COOKIE_POLICY', 'SALE_TERMS', 'USE_TERMS'] as const;

/** A legal text from the site parameters, placeholders filled with the company identity. */
export const LegalTextSchema = Type.Object(
  {
    parameter: Type.Union(legalParameters.map((key) => Type.Literal(key))),
    title: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type LegalTextProps = Static<typeof LegalTextSchema>;
