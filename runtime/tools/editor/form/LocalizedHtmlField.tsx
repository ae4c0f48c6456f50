import { fieldId } from './field-id.ts';
import type { FieldProps } from './field-props.ts';
import { localizedParts, localizedValue } from './field-value.ts';
import { useForm } from './form-context.ts';
import { FieldErrors, FieldSet, inputProps } from './FieldFrame.tsx';
import { Suspense } from 'react';
import { LazyRichTextEditor } from './lazy-rich-text.ts';
import { richTextFits } from './rich-text-fits.ts';

const LANGS = ['fr', 'en'] as const;

/**
 * Rich text in French and English, one editor under the other (a 360 px column is too narrow for
 * two toolbars side by side). A language whose HTML holds what the editor cannot (a table) is
 * edited as HTML source instead, so nothing is lost.
 */
export function LocalizedHtmlField({ field, pointer, value, onChange, index }: FieldProps) {
  const { idPrefix, errors, t } = useForm();
  const parts = localizedParts(value);
  const placed = errors.get(pointer) ?? [];
  const legendId = fieldId(idPrefix, pointer, 'legend');
  return (
    <FieldSet field={field} pointer={pointer} index={index} className="bf-localized" messages={placed.filter((e) => !e.lang).map((e) => e.message)}>
      <div className="bf-langs">
        {LANGS.map((lang) => {
          const messages = placed.filter((e) => e.lang === lang).map((e) => e.message);
          const input = inputProps(idPrefix, pointer, field.required, messages.length > 0, lang);
          const labelId = `${input.id}-label`;
          const emit = (html: string) => onChange(localizedValue(value, lang, html, field.required));
          const attributes = {
            id: input.id,
            'aria-labelledby': `${legendId} ${labelId}`,
            'aria-describedby': input['aria-describedby'],
            ...(input['aria-invalid'] ? { 'aria-invalid': true as const, 'aria-errormessage': input['aria-errormessage'] ?? '' } : {}),
            'data-pointer': pointer,
            'data-lang': lang,
            lang,
          };
          return (
            <div className="bf-lang" key={lang}>
              <span className="bf-lang-label" id={labelId}>
                {t(lang === 'fr' ? 'french' : 'english')}
              </span>
              {richTextFits(parts[lang]) ? (
                <Suspense fallback={<div className="bf-rich bf-loading" aria-busy="true" />}>
                  <LazyRichTextEditor value={parts[lang]} onChange={emit} attributes={attributes} />
                </Suspense>
              ) : (
                <textarea {...attributes} className="bf-raw" rows={8} spellCheck={false} value={parts[lang]} onChange={(event) => emit(event.currentTarget.value)} />
              )}
              <FieldErrors id={input['aria-errormessage'] ?? `${input.id}-error`} messages={messages} />
            </div>
          );
        })}
      </div>
    </FieldSet>
  );
}
