import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route-contract.ts';
import { ContentId } from './content-params.ts';
import { ServedCitySchema, ServedCountrySchema } from './served-content.ts';

/** Countries and cities for addresses (decision 0073). */
export const geoContracts = {
  /** Every country, named in the request's language and sorted by that name. */
  countries: defineRoute({ method: 'GET', path: '/countries', answer: Type.Array(ServedCountrySchema) }),
  /** Cities of a country by the start of a name or postal code (France only; others: none). */
  cities: defineRoute({
    method: 'GET',
    path: '/cities/:search/:idCountry',
    params: Type.Object({
      search: Type.String({
        minLength: 2,
        maxLength: 60,
        pattern: '^\\s*\\S.*\\S\\s*$',
        'x-refusal': { en: "Invalid parameter ''search'': 2 to 60 characters (a name or the start of a postal code)", fr: 'Paramètre « search » invalide : de 2 à 60 caractères (un nom ou le début d’un code postal)' },
      }),
      idCountry: ContentId,
    }),
    answer: Type.Array(ServedCitySchema),
  }),
};
