import type { FieldProps } from './field-props.ts';
import { textValue } from './field-value.ts';
import { FieldFrame } from './FieldFrame.tsx';

/** A day (YYYY-MM-DD, the schema's `format: date`): the browser's date input. */
export function DateField({ field, pointer, value, onChange, index }: FieldProps) {
  return (
    <FieldFrame field={field} pointer={pointer} index={index}>
      {(input) => (
        <input
          type="date"
          {...input}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(textValue(event.currentTarget.value, field.required))}
        />
      )}
    </FieldFrame>
  );
}
