import type { ParameterKey } from '../../schemas/site/parameter-keys.ts';
import { parameterDefault } from '../../schemas/site/parameters.schema.ts';
import type { SiteParameter } from '../../schemas/site/parameters.schema.ts';

/** The value of one site parameter: the site's entry when present, else the §9 default. */
export function siteParameter(parameters: readonly SiteParameter[], key: ParameterKey): unknown {
  const entry = parameters.find((parameter) => parameter.type === key);
  return entry ? entry.value : parameterDefault(key);
}

/** A BOOLEAN parameter read leniently (`true`, `"true"`, `1`). */
export function isParameterOn(parameters: readonly SiteParameter[], key: ParameterKey): boolean {
  const value = siteParameter(parameters, key);
  return value === true || value === 'true' || value === 1 || value === '1';
}
