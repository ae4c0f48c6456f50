import type { FieldProps } from './field-props.ts';
import { textValue } from './field-value.ts';
import { useForm } from './form-context.ts';
import { FieldFrame } from './FieldFrame.tsx';

/** A plain word or code that is not translated, held by its pattern as the owner types. */
export function TextField({ field, pointer, value, onChange, index }: FieldProps) {
  const { t } = useForm();
  const text = typeof value === 'string' ? value : '';
  const { pattern } = field.constraints;
  const wrong = text !== '' && pattern !== undefined && !new RegExp(pattern, 'u').test(text);
  return (
    <FieldFrame field={field} pointer={pointer} index={index} localError={wrong ? t('patternInvalid') : undefined}>
      {(input) => (
        <input
          type="text"
          {...input}
          value={text}
          spellCheck={false}
          maxLength={field.constraints.maxLength}
          onChange={(event) => onChange(textValue(event.currentTarget.value, field.required))}
        />
      )}
    </FieldFrame>
  );
}
