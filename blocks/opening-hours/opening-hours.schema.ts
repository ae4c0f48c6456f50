import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** The weekly opening hours, read from the OPENING_HOURS_* parameters; `title` replaces the default. */
export const OpeningHoursSchema = Type.Object(
  { title: Type.Optional(Type.String()) },
  { additionalProperties: false },
);
export type OpeningHoursProps = Static<typeof OpeningHoursSchema>;
