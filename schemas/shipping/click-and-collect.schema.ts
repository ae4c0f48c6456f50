import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, Id, IsoDate, Localized, StrictObject } from '../common.schema.ts';

const Time = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:MM' });

/** A weekly pick-up slot (idSchedule of the order). */
export const ScheduleSchema = StrictObject(
  {
    id: Id,
    dayOfWeek: Type.Integer({ minimum: 1, maximum: 7, description: '1 = Monday … 7 = Sunday' }),
    start: Time,
    end: Time,
  },
  { title: 'Schedule' },
);

/** A pick-up address with its weekly schedules and closed dates (idAddress of the order). */
export const PickupAddressSchema = StrictObject(
  {
    id: Id,
    name: Type.String({ minLength: 1, description: 'Name of the place' }),
    address: Type.String({ minLength: 1, description: 'Street address' }),
    addressPart2: Type.Optional(Type.String({ description: 'Address complement' })),
    postalCode: Type.String({ minLength: 1, description: 'Postal code' }),
    city: Type.String({ minLength: 1, description: 'City' }),
    country: Type.String({ pattern: '^[A-Z]{3}$', description: 'Three-letter country code' }),
    instructions: Type.Optional(Localized),
    schedules: Type.Array(ScheduleSchema, { minItems: 1, description: 'Opening hours per day' }),
    closedDates: Type.Array(IsoDate, { description: 'Dates without pick-up' }),
  },
  { title: 'Pick-up address' },
);
export type PickupAddress = Static<typeof PickupAddressSchema>;

export const ClickAndCollectDocumentSchema = DocumentSchema(
  { addresses: Type.Array(PickupAddressSchema, { description: 'Pick-up addresses, by id' }) },
  { title: 'Click and collect', description: 'shipping/click-and-collect.json: pick-up addresses and schedules' },
);
export type ClickAndCollectDocument = Static<typeof ClickAndCollectDocumentSchema>;
