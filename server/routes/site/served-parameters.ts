import { fillLegalPlaceholders } from '../../../rules/text/fill-legal-placeholders.ts';
import { resolveLocalized, withDefaults, type SiteParameter } from '../../../schemas/index.ts';
import { legalTextKeys } from '../../../rules/text/legal-text-keys.ts';
import type { Locale } from '../../../rules/locale.ts';
import type { ServedParameter as WireParameter } from '../../../schemas/api/site.ts';

/** A parameter as served: `id`, key, kind, label and value resolved for one language (what the wire schema checks, every field present). */
export interface ServedParameter extends WireParameter {
  id: number;
  kind: string;
  label: string;
  value: string | number | boolean;
}

/**
 * Every canonical key once (defaults filled), Localized labels and values resolved for `lang`,
 * legal texts with their identity placeholders filled. Ids are the canonical positions (1…)
 * unless the file gives one.
 */
export function servedParameters(parameters: readonly SiteParameter[], lang: Locale): ServedParameter[] {
  const resolved = withDefaults(parameters).map((parameter, index) => ({
    id: parameter.id ?? index + 1,
    type: parameter.type,
    kind: parameter.kind,
    label: resolveLocalized(parameter.label, lang) as string,
    value: resolveLocalized(parameter.value, lang) as string | number | boolean,
  }));
  return resolved.map((parameter) =>
    (legalTextKeys as readonly string[]).includes(parameter.type) && typeof parameter.value === 'string'
      ? { ...parameter, value: fillLegalPlaceholders(parameter.value, resolved) }
      : parameter,
  );
}

/** Reads one served value by key. */
export function parameterValue(parameters: readonly ServedParameter[], key: string): string | number | boolean | undefined {
  return parameters.find((parameter) => parameter.type === key)?.value;
}
