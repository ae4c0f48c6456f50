import { Hono } from 'hono';
import { geoContracts } from '../../../schemas/api/content/geo-contracts.ts';
import type { ServedCountry } from '../../../schemas/api/content/served-content.ts';
import { resolveLocalized } from '../../../schemas/localized.ts';
import citiesFr from '../../content/data/cities-fr.json' with { type: 'json' };
import countries from '../../content/data/countries.json' with { type: 'json' };
import { searchCities } from '../../content/search-cities.ts';
import { ApiError } from '../../errors/api-error.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { langOf } from '../../http/request-context.ts';
import { formatMessage } from '../../i18n/format-message.ts';

const NO_CITIES = { en: 'No city list for this country', fr: 'Pas de liste de villes pour ce pays' };

/** Id of France in countries.json (ids are ISO 3166 numeric codes); cities-fr.json lists its cities. */
export const franceId = 250;

/** GET /countries (names in the request language, sorted) and GET /cities/{search}/{idCountry}. */
export function geoRoutes(): Hono {
  const app = new Hono();
  const sorted = new Map<string, ServedCountry[]>();
  contractRoute(app, geoContracts.countries, (_input, c) => {
    const lang = langOf(c);
    const locale = lang === 'en' ? 'en' : 'fr';
    let list = sorted.get(locale);
    if (!list) {
      list = [...resolveLocalized(countries, lang)].sort((a, b) => a.name.localeCompare(b.name, locale));
      sorted.set(locale, list);
    }
    return list;
  });
  contractRoute(app, geoContracts.cities, ({ params: { search, idCountry } }, c, reply) => {
    if (!countries.some((country) => country.id === idCountry)) throw new ApiError(404, { en: 'Unknown country {id}', fr: 'Pays {id} inconnu' }, null, { id: String(idCountry) });
    if (idCountry !== franceId) return reply.with([], { message: formatMessage(NO_CITIES, langOf(c)) });
    return searchCities(citiesFr, search.trim());
  });
  return app;
}
