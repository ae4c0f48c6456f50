import { Hono } from 'hono';
import { resolveLocalized } from '../../../schemas/localized.ts';
import citiesFr from '../../content/data/cities-fr.json' with { type: 'json' };
import countries from '../../content/data/countries.json' with { type: 'json' };
import { searchCities } from '../../content/search-cities.ts';
import { ApiError } from '../../errors/api-error.ts';
import { ok } from '../../http/envelope.ts';
import { langOf } from '../../http/request-context.ts';
import { idParam } from './id-param.ts';

/** Id of France in countries.json (ids are ISO 3166 numeric codes); cities-fr.json lists its cities. */
export const franceId = 250;

/** GET /countries (names in the request language, sorted) and GET /cities/{search}/{idCountry}. */
export function geoRoutes(): Hono {
  const app = new Hono();
  // The list is data of the code: resolved and sorted once per language, not per checkout page.
  const sorted = new Map<string, unknown[]>();
  app.get('/countries', (c) => {
    const lang = langOf(c);
    const locale = lang === 'en' ? 'en' : 'fr';
    let list = sorted.get(locale);
    if (!list) {
      list = [...resolveLocalized(countries, lang)].sort((a, b) => a.name.localeCompare(b.name, locale));
      sorted.set(locale, list);
    }
    return ok(c, list);
  });

  app.get('/cities/:search/:idCountry', (c) => {
    const search = c.req.param('search').trim();
    const idCountry = idParam(c.req.param('idCountry'), 'idCountry');
    if (search.length < 2 || search.length > 60) {
      throw new ApiError(400, { en: "Invalid parameter ''search'': 2 to 60 characters (a name or the start of a postal code)", fr: 'Paramètre « search » invalide : de 2 à 60 caractères (un nom ou le début d’un code postal)' });
    }
    if (!countries.some((country) => country.id === idCountry)) throw new ApiError(404, { en: 'Unknown country {id}', fr: 'Pays {id} inconnu' }, null, { id: String(idCountry) });
    if (idCountry !== franceId) return ok(c, [], 'No city list for this country');
    return ok(c, searchCities(citiesFr, search));
  });
  return app;
}
