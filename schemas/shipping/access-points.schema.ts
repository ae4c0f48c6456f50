import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, Id, Nullable, StrictObject } from '../common.schema.ts';

/** A relay access point (spec §3 Access point; POST /relay/access-points). */
export const AccessPointSchema = StrictObject(
  {
    id: Type.String({ minLength: 1, description: 'Identifier at the carrier' }),
    idCarrier: Type.Optional(Id),
    name: Type.String({ minLength: 1, description: 'Name of the pick-up point' }),
    addLine1: Type.String({ minLength: 1, description: 'Street address' }),
    zipCode: Type.String({ minLength: 1, description: 'Postal code', examples: ['85000'] }),
    city: Type.String({ minLength: 1, description: 'City' }),
    country: Type.String({ pattern: '^[A-Z]{3}$', description: 'Three-letter country code' }),
    position: StrictObject(
      {
        latitude: Type.Number({ minimum: -90, maximum: 90, description: 'Latitude in degrees' }),
        longitude: Type.Number({ minimum: -180, maximum: 180, description: 'Longitude in degrees' }),
      },
      { title: 'Position' },
    ),
    icon: Nullable(Type.String(), { description: 'Map marker icon path' }),
  },
  { title: 'Access point' },
);
export type AccessPoint = Static<typeof AccessPointSchema>;

export const AccessPointsDocumentSchema = DocumentSchema(
  { accessPoints: Type.Array(AccessPointSchema, { description: 'Parcel pick-up points, by id' }) },
  { title: 'Access points', description: 'shipping/access-points.json: relay points for PICKUP carriers' },
);
export type AccessPointsDocument = Static<typeof AccessPointsDocumentSchema>;
