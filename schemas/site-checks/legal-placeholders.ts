import { didYouMean } from '../errors/did-you-mean.ts';
import type { ValidationError } from '../errors/format-errors.ts';
import type { ParametersDocument } from '../site/parameters.schema.ts';

export { legalPlaceholderNames, legalTextKeys } from '../../rules/text/legal-text-keys.ts';
import { legalPlaceholderKeys, legalPlaceholderNames, legalTextKeys } from '../../rules/text/legal-text-keys.ts';
import type { ParameterKey } from '../site/parameter-keys.ts';

// Compile-time check: every legal text and every parameter that fills a placeholder is a site parameter.
legalTextKeys satisfies readonly ParameterKey[];
legalPlaceholderKeys satisfies Record<string, readonly ParameterKey[]>;

const placeholder = /\{\{\s*([^{}]*?)\s*\}\}/g;
const known: readonly string[] = legalPlaceholderNames;

/** Each `{{x}}` of a legal text must be a known placeholder. */
export function checkLegalPlaceholders(document: ParametersDocument): ValidationError[] {
  const errors: ValidationError[] = [];
  document.parameters.forEach((parameter, index) => {
    if (!(legalTextKeys as readonly string[]).includes(parameter.type)) return;
    const texts: [string, unknown][] =
      typeof parameter.value === 'object' ? Object.entries(parameter.value).map(([lang, text]) => [`/${lang}`, text]) : [['', parameter.value]];
    for (const [suffix, text] of texts) {
      if (typeof text !== 'string') continue;
      for (const match of text.matchAll(placeholder)) {
        const name = match[1] ?? '';
        if (known.includes(name)) continue;
        const suggestion = didYouMean(name, known);
        errors.push({
          pointer: `/parameters/${index}/value${suffix}`,
          message: `unknown placeholder "${match[0]}" in ${parameter.type} (known: ${known.map((n) => `{{${n}}}`).join(', ')})`,
          ...(suggestion ? { hint: suggestion.replace(/"(.*)"/, '"{{$1}}"') } : {}),
        });
      }
    }
  });
  return errors;
}
