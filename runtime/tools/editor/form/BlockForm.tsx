// STAND-IN until the editor-form branch lands: the interface agreed with editor-form, and only
// the few widgets the editor's own tests need (texts, numbers, switches, choices, groups). The
// merge of editor-form replaces this whole file with the real widgets.
import { useEffect, useId, type ReactNode } from 'react';
import type { BlockField } from '../../../../schemas/blocks/block-fields.ts';

export type FieldTree = BlockField[];

export interface FieldError { pointer: string; lang?: 'fr' | 'en'; message: string }

export interface BlockFormProps {
  fields: FieldTree;
  value: Record<string, unknown>;
  onChange(next: Record<string, unknown>): void;
  errors: FieldError[];
  uiLang: 'fr' | 'en';
  context: { pages: { id: number; title: { fr: string; en: string }; path: { fr: string; en: string } }[]; images: { src: string; alt?: { fr: string; en: string } }[] };
  focusPointer?: string;
}

const LANGS = ['fr', 'en'] as const;
const langName = { fr: { fr: 'français', en: 'French' }, en: { fr: 'anglais', en: 'English' } } as const;

function inputId(base: string, pointer: string, lang?: 'fr' | 'en'): string {
  return `${base}${pointer.replace(/[^a-zA-Z0-9]+/g, '-')}${lang ? `-${lang}` : ''}`;
}

export function BlockForm({ fields, value, onChange, errors, uiLang, focusPointer }: BlockFormProps): ReactNode {
  const base = useId().replace(/:/g, '');
  useEffect(() => {
    if (!focusPointer) return;
    const error = errors.find((one) => one.pointer === focusPointer);
    const target = document.getElementById(inputId(base, focusPointer, error?.lang)) ?? document.getElementById(inputId(base, focusPointer, 'fr')) ?? document.getElementById(inputId(base, focusPointer));
    target?.focus();
  }, [focusPointer, errors, base]);

  const render = (list: readonly BlockField[], object: Record<string, unknown>, prefix: string, set: (next: Record<string, unknown>) => void): ReactNode =>
    list.map((field) => {
      const pointer = `${prefix}/${field.name}`;
      const current = object[field.name];
      const put = (next: unknown) => set({ ...object, [field.name]: next });
      const label = field.label[uiLang];
      const errorsAt = (lang?: 'fr' | 'en') => errors.filter((error) => error.pointer === pointer && (lang === undefined || error.lang === undefined || error.lang === lang));
      const message = (lang?: 'fr' | 'en') => {
        const found = errorsAt(lang);
        return found.length > 0 ? <p className="field-error" id={`${inputId(base, pointer, lang)}-error`}>{found.map((error) => error.message).join(' ')}</p> : null;
      };
      const help = <p className="field-help" id={`${inputId(base, pointer)}-help`}>{field.help[uiLang]}</p>;
      const described = (lang?: 'fr' | 'en') => [`${inputId(base, pointer)}-help`, ...(errorsAt(lang).length ? [`${inputId(base, pointer, lang)}-error`] : [])].join(' ');
      if (field.widget === 'group' && field.children && typeof current === 'object' && current !== null) {
        return <fieldset key={pointer} className="field-group"><legend>{label}</legend>{render(field.children, current as Record<string, unknown>, pointer, put)}</fieldset>;
      }
      if (field.widget === 'switch') {
        return <div key={pointer} className="field"><label><input type="checkbox" id={inputId(base, pointer)} checked={current === true} onChange={(event) => put(event.target.checked)} aria-describedby={described()} /> {label}</label>{help}{message()}</div>;
      }
      if (field.widget === 'number') {
        return <div key={pointer} className="field"><label htmlFor={inputId(base, pointer)}>{label}</label><input type="number" id={inputId(base, pointer)} value={typeof current === 'number' ? current : ''} onChange={(event) => put(event.target.value === '' ? undefined : Number(event.target.value))} aria-describedby={described()} aria-invalid={errorsAt().length > 0} />{help}{message()}</div>;
      }
      if (field.widget === 'choice' && field.choices) {
        return <div key={pointer} className="field"><label htmlFor={inputId(base, pointer)}>{label}</label><select id={inputId(base, pointer)} value={String(current ?? '')} onChange={(event) => put(field.choices!.find((choice) => String(choice.value) === event.target.value)?.value)} aria-describedby={described()}>{field.choices.map((choice) => <option key={String(choice.value)} value={String(choice.value)}>{choice.label[uiLang]}</option>)}</select>{help}{message()}</div>;
      }
      if (['localized-text', 'localized-html', 'text', 'link', 'page', 'media', 'product', 'color', 'date'].includes(field.widget)) {
        const localized = typeof current === 'object' && current !== null || field.widget.startsWith('localized');
        if (!localized) {
          return <div key={pointer} className="field"><label htmlFor={inputId(base, pointer)}>{label}</label><input id={inputId(base, pointer)} value={typeof current === 'string' ? current : ''} onChange={(event) => put(event.target.value)} aria-describedby={described()} aria-invalid={errorsAt().length > 0} />{help}{message()}</div>;
        }
        const both = (typeof current === 'object' && current !== null ? current : { fr: typeof current === 'string' ? current : '', en: typeof current === 'string' ? current : '' }) as Record<'fr' | 'en', string>;
        const Tag = field.widget === 'localized-html' ? 'textarea' : 'input';
        return (
          <fieldset key={pointer} className="field field-bilingual"><legend>{label}</legend>
            <div className="field-langs">
              {LANGS.map((lang) => (
                <div key={lang} className="field-lang">
                  <label htmlFor={inputId(base, pointer, lang)}>{langName[lang][uiLang]}</label>
                  <Tag id={inputId(base, pointer, lang)} lang={lang} value={both[lang] ?? ''} onChange={(event: { target: { value: string } }) => put({ ...both, [lang]: event.target.value })} aria-describedby={described(lang)} aria-invalid={errorsAt(lang).length > 0} />
                  {message(lang)}
                </div>
              ))}
            </div>{help}
          </fieldset>
        );
      }
      return null;
    });

  return <div className="block-form">{render(fields, value, '', onChange)}</div>;
}
