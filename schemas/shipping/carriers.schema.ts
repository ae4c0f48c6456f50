import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, Id, Nullable, StrictObject, StringEnum } from '../common.schema.ts';

/** A shipping fee for a bracket of bottle counts. */
export const FeeBracketSchema = StrictObject(
  {
    minBottles: Type.Integer({ minimum: 0, description: 'Smallest bottle count of the bracket' }),
    maxBottles: Nullable(Type.Integer({ minimum: 1 }), { description: 'Largest bottle count; null = no limit' }),
    price: Type.Number({ minimum: 0, description: 'Fee in euros' }),
  },
  { title: 'Fee bracket' },
);

/** A number of working days, from the fewest to the most (issue 39: the delivery time search engines are given). */
export const DayRangeSchema = StrictObject(
  {
    min: Type.Integer({ minimum: 0, description: 'Fewest working days' }),
    max: Type.Integer({ minimum: 0, description: 'Most working days' }),
  },
  { title: 'Working days', description: 'From min to max working days' },
);
export type DayRange = Static<typeof DayRangeSchema>;

/** Fees for a zone: a set of countries (optionally narrowed by postal code prefixes). */
export const ShippingZoneSchema = StrictObject(
  {
    name: Type.String({ minLength: 1, description: 'Name of the zone' }),
    countries: Type.Array(Type.String({ pattern: '^[A-Z]{3}$', description: 'Three-letter country code' }), { minItems: 1, description: 'Countries of the zone', examples: [['FRA']] }),
    postalCodePrefixes: Type.Optional(
      Type.Array(Type.String({ pattern: '^[0-9A-Z]+$' }), { minItems: 1, description: 'Postal codes starting with one of these', examples: [['85', '44']] }),
    ),
    fees: Type.Array(FeeBracketSchema, { minItems: 1, description: 'Fee brackets' }),
    transitDays: Type.Optional(DayRangeSchema),
  },
  { title: 'Shipping zone' },
);

/** A carrier (POST /calculate/shipping-fees lists those serving the address). */
export const CarrierSchema = StrictObject(
  {
    id: Id,
    name: Type.String({ minLength: 1, description: 'Name of the carrier' }),
    deliveryType: StringEnum(['DELIVERY', 'PICKUP'], { description: 'PICKUP: delivered to an access point' }),
    serviceCode: Type.String({ minLength: 1, description: 'Service code of the carrier' }),
    trackingUrl: Type.Optional(
      Type.String({
        pattern: '^https://[^\\s{}]*\\{n\\}[^\\s{}]*$',
        description: 'The carrier\'s tracking page, {n} standing for the tracking number (absent: no tracking link; a pasted URL is kept as is)',
        examples: ['https://www.laposte.fr/outils/suivre-vos-envois?code={n}'],
      }),
    ),
    isActive: Type.Optional(Type.Boolean({ default: true, description: 'Offered at checkout' })),
    handlingDays: Type.Optional(DayRangeSchema),
    zones: Type.Array(ShippingZoneSchema, { minItems: 1, description: 'Zones served' }),
  },
  { title: 'Carrier' },
);
export type Carrier = Static<typeof CarrierSchema>;

export const CarriersDocumentSchema = DocumentSchema(
  { carriers: Type.Array(CarrierSchema, { description: 'Carriers and their fees, by id' }) },
  { title: 'Carriers', description: 'shipping/carriers.json: carriers and their fees by zone and bottle count' },
);
export type CarriersDocument = Static<typeof CarriersDocumentSchema>;
