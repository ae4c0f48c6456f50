import { fieldId } from './field-id.ts';
import type { FieldProps } from './field-props.ts';
import { localizedParts, localizedValue } from './field-value.ts';
import { useForm } from './form-context.ts';
import { FieldErrors, FieldSet, inputProps } from './FieldFrame.tsx';

const LANGS = ['fr', 'en'] as const;

/** From this maxLength on, a text is typed in a box of several lines. */
export const MULTILINE_FROM = 160;

/** A text in French and English side by side, each language with its own label and errors. */
export function LocalizedTextField({ field, pointer, value, onChange, index }: FieldProps) {
  const { idPrefix, errors, t } = useForm();
  const parts = localizedParts(value);
  const placed = errors.get(pointer) ?? [];
  const multiline = (field.constraints.maxLength ?? 0) >= MULTILINE_FROM;
  const legendId = fieldId(idPrefix, pointer, 'legend');
  return (
    <FieldSet field={field} pointer={pointer} index={index} className="bf-localized" messages={placed.filter((e) => !e.lang).map((e) => e.message)}>
      <div className="bf-langs">
        {LANGS.map((lang) => {
          const messages = placed.filter((e) => e.lang === lang).map((e) => e.message);
          const input = inputProps(idPrefix, pointer, field.required, messages.length > 0, lang);
          const labelId = `${input.id}-label`;
          const common = {
            ...input,
            'aria-labelledby': `${legendId} ${labelId}`,
            'data-lang': lang,
            lang: lang,
            value: parts[lang],
            maxLength: field.constraints.maxLength,
            onChange: (event: { currentTarget: { value: string } }) => onChange(localizedValue(value, lang, event.currentTarget.value, field.required)),
          };
          return (
            <div className="bf-lang" key={lang}>
              <label className="bf-lang-label" id={labelId} htmlFor={input.id}>
                {t(lang === 'fr' ? 'french' : 'english')}
              </label>
              {multiline ? <textarea {...common} rows={4} /> : <input type="text" {...common} />}
              <FieldErrors id={input['aria-errormessage'] ?? `${input.id}-error`} messages={messages} />
            </div>
          );
        })}
      </div>
    </FieldSet>
  );
}
