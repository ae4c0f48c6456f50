import type { ParameterKey } from '../../schemas/site/parameter-keys.ts';
import { parameterDefault } from '../../schemas/site/parameters.schema.ts';
import type { LoadedSite } from '../config/loaded-site.ts';
import { ApiError } from '../errors/api-error.ts';

/** The message a site without a shop answers to every shop call (§7 on a content-only site). */
export function noShopMessage(site: LoadedSite): string {
  return `The site ${site.idSite} (${site.name}) has no online shop`;
}

/** 404 unless the site sells online (site.json `info.isECommerce`) and has a product catalogue. */
export function requireShop(site: LoadedSite): LoadedSite {
  if (!site.site.json.info.isECommerce || !site.documents.has('catalogue/products.json')) {
    throw new ApiError(404, noShopMessage(site));
  }
  return site;
}

/** A parameter's value (the file's, else the §9 default). */
export function parameterValue(site: LoadedSite, key: ParameterKey): unknown {
  const found = site.parameters.find((parameter) => parameter.type === key);
  return found ? found.value : parameterDefault(key);
}

/** A NUMBER parameter; anything not a finite number ≥ 0 counts as 0 (none). */
export function numberParameter(site: LoadedSite, key: ParameterKey): number {
  const value = Number(parameterValue(site, key));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** A BOOLEAN parameter. */
export function booleanParameter(site: LoadedSite, key: ParameterKey): boolean {
  const value = parameterValue(site, key);
  return value === true || value === 'true' || value === 1;
}

/** Days after delivery during which products may be returned: the site's RETURN_DAYS (whole days; 0 = the shop takes nothing back). */
export function returnWindowDays(site: LoadedSite): number {
  return Math.floor(numberParameter(site, 'RETURN_DAYS'));
}
