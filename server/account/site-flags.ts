import { withDefaults, type SiteParameter } from '../../schemas/index.ts';

/** A BOOLEAN parameter of the site, default applied. */
export function booleanParameter(parameters: readonly SiteParameter[], key: string): boolean {
  return withDefaults(parameters).find((parameter) => parameter.type === key)?.value === true;
}
