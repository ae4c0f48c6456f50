import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route-contract.ts';
import { IdParams, NewsKeyParams } from './content-params.ts';
import {
  ServedAlbumListSchema,
  ServedAlbumSchema,
  ServedNewsListSchema,
  ServedNewsSchema,
  ServedPopupSchema,
  ServedServiceListSchema,
  ServedServiceSchema,
} from './served-content.ts';

/** The albums, news, services and popups of §7, one declaration each (decision 0073). */
export const listContracts = {
  /** A page of albums (100 per page). */
  albums: defineRoute({ method: 'GET', path: '/album', listQuery: true, answer: ServedAlbumListSchema }),
  album: defineRoute({ method: 'GET', path: '/album/:id', params: IdParams, answer: ServedAlbumSchema }),
  /** A page of news (10 per page, newest first); `promoted=true` keeps the promoted items. */
  news: defineRoute({
    method: 'GET',
    path: '/news',
    listQuery: true,
    query: Type.Object({
      promoted: Type.Optional(Type.String({
        pattern: '^(|true|false)$',
        'x-refusal': { en: "Invalid field ''promoted'' in query: must be true or false", fr: 'Champ « promoted » invalide dans les paramètres de la requête : doit être true ou false' },
      })),
    }),
    answer: ServedNewsListSchema,
  }),
  newsItem: defineRoute({ method: 'GET', path: '/news/:idOrSlug', params: NewsKeyParams, answer: ServedNewsSchema }),
  /** A page of services (100 per page); `tag` keeps the services with any tag of a comma list. */
  services: defineRoute({
    method: 'GET',
    path: '/service',
    listQuery: true,
    query: Type.Object({
      tag: Type.Optional(Type.String({
        pattern: '^([a-z0-9-]+(,[a-z0-9-]+)*)?$',
        maxLength: 1000,
        'x-refusal': {
          en: "Invalid field ''tag'' in query: a comma list of tags (lower case letters, digits, hyphens)",
          fr: 'Champ « tag » invalide dans les paramètres de la requête : une liste d’étiquettes séparées par des virgules (lettres minuscules, chiffres, tirets)',
        },
      })),
    }),
    answer: ServedServiceListSchema,
  }),
  /** One service, served with an ETag. */
  service: defineRoute({ method: 'GET', path: '/service/:id', params: IdParams, answer: ServedServiceSchema }),
  /** The active popups (valid and inside their dates), in file order. */
  popups: defineRoute({ method: 'GET', path: '/popup', answer: Type.Array(ServedPopupSchema) }),
  popup: defineRoute({ method: 'GET', path: '/popup/:id', params: IdParams, answer: ServedPopupSchema }),
};
