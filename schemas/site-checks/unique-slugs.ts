import type { ValidationError } from '../errors/format-errors.ts';
import type { PagesDocument } from '../site/page.schema.ts';
import { pageEntries } from './page-paths.ts';
import { LANGS } from '../../rules/locale.ts';

const langName = { fr: 'French', en: 'English' } as const;

/** Two pages under the same parent may not share a slug in the same language. */
export function checkUniqueSlugs(document: PagesDocument): ValidationError[] {
  const errors: ValidationError[] = [];
  const seen = new Map<string, string>();
  for (const entry of pageEntries(document.pages)) {
    for (const lang of LANGS) {
      const slug = entry.page.url[lang];
      const key = `${entry.siblings}\u0000${lang}\u0000${slug}`;
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, entry.pointer);
        continue;
      }
      errors.push({
        pointer: `${entry.pointer}/url/${lang}`,
        message: `duplicate ${langName[lang]} slug "${slug}": the sibling page at ${first} already uses it (path ${entry.paths[lang]})`,
      });
    }
  }
  return errors;
}
