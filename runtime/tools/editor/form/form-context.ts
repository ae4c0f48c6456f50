import { createContext, useContext } from 'react';
import type { FieldError } from './place-errors.ts';
import type { MessageId } from './form-messages.ts';
import { M } from './form-messages.ts';
import type { Lang } from '../../../../rules/locale.ts';
import type { TextPair } from '../../../../rules/text/pick-text.ts';

/** The site's pages and pictures the link and image widgets offer. */
export interface FormSiteContext {
  pages: { id: number; title: TextPair; path: TextPair }[];
  images: { src: string; alt?: TextPair }[];
}

/** What every field of one form shares: the admin's language, the id prefix, the placed errors, the site. */
export interface FormContextValue {
  uiLang: Lang;
  idPrefix: string;
  errors: ReadonlyMap<string, FieldError[]>;
  site: FormSiteContext;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useForm(): FormContextValue & { t: (id: MessageId) => string } {
  const value = useContext(FormContext);
  if (!value) throw new Error('A form field renders inside BlockForm');
  return { ...value, t: (id) => M[id][value.uiLang] };
}
