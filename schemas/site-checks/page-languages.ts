import type { ValidationError } from '../errors/format-errors.ts';
import type { PagesDocument } from '../site/page.schema.ts';
import { pageEntries } from './page-paths.ts';
import { LANGS } from '../../rules/locale.ts';

/** The texts every page needs in French and in English. */
export const pageTextFields = ['title', 'menuTitle', 'metaDescription', 'url'] as const;
const langName = { fr: 'French', en: 'English' } as const;

/** Every page has a non-empty title, menu title, meta description and slug in both languages. */
export function checkPageLanguages(document: PagesDocument): ValidationError[] {
  const errors: ValidationError[] = [];
  for (const { page, pointer } of pageEntries(document.pages)) {
    for (const field of pageTextFields) {
      const value = page[field];
      if (value === undefined) {
        errors.push({ pointer, message: `missing "${field}": every page needs it in French and English`, hint: `add "${field}": { "fr": "…", "en": "…" }` });
        continue;
      }
      for (const lang of LANGS) {
        if (value[lang].trim() === '') {
          errors.push({ pointer: `${pointer}/${field}/${lang}`, message: `empty ${langName[lang]} ${field}: every page needs it in both languages` });
        }
      }
    }
  }
  return errors;
}
