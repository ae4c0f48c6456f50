import { useState } from 'react';
import type { FieldProps } from './field-props.ts';
import { useForm } from './form-context.ts';
import { FieldFrame } from './FieldFrame.tsx';

/** Only for a schema that allows anything: the value as JSON, applied once it parses. */
export function RawField({ field, pointer, value, onChange }: FieldProps) {
  const { t } = useForm();
  const [text, setText] = useState(() => (value === undefined ? '' : JSON.stringify(value, null, 2)));
  const [wrong, setWrong] = useState(false);
  return (
    <FieldFrame field={field} pointer={pointer} localError={wrong ? t('rawInvalid') : undefined}>
      {(input) => (
        <textarea
          {...input}
          className="bf-raw"
          rows={5}
          spellCheck={false}
          value={text}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText(next);
            if (next.trim() === '') {
              setWrong(false);
              onChange(undefined);
              return;
            }
            try {
              onChange(JSON.parse(next));
              setWrong(false);
            } catch {
              setWrong(true);
            }
          }}
        />
      )}
    </FieldFrame>
  );
}
