import type { FieldProps } from './field-props.ts';
import { useForm } from './form-context.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { numberProblem } from './number-problem.ts';

/** A number within the schema's minimum and maximum; emptied, the prop is removed. */
export function NumberField({ field, pointer, value, onChange, index }: FieldProps) {
  const { minimum, maximum, multipleOf } = field.constraints;
  const { uiLang } = useForm();
  const shown = typeof value === 'number' ? String(value) : '';
  return (
    <FieldFrame field={field} pointer={pointer} index={index} localError={numberProblem(value, field.constraints, uiLang)}>
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
            // A number being typed ("-", "1e") reads as '' with badInput: wait for the rest.
            if (event.currentTarget.validity?.badInput) return;
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
