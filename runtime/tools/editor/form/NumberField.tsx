import type { FieldProps } from './field-props.ts';
import { FieldFrame } from './FieldFrame.tsx';

/** A number within the schema's minimum and maximum; emptied, the prop is removed. */
export function NumberField({ field, pointer, value, onChange, index }: FieldProps) {
  const { minimum, maximum, multipleOf } = field.constraints;
  const shown = typeof value === 'number' ? String(value) : '';
  return (
    <FieldFrame field={field} pointer={pointer} index={index}>
      {(input) => (
        <input
          type="number"
          inputMode="numeric"
          {...input}
          value={shown}
          min={minimum}
          max={maximum}
          step={multipleOf ?? 1}
          placeholder={field.default !== undefined ? String(field.default) : undefined}
          onChange={(event) => {
            const text = event.currentTarget.value;
            const number = Number(text);
            if (text === '') onChange(undefined);
            else if (Number.isFinite(number)) onChange(number);
          }}
        />
      )}
    </FieldFrame>
  );
}
