import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForm, ui } from './block-form.test-utils.tsx';

const schema = { type: 'object', properties: { extra: { ...ui('Données', 'Data') } } };

describe('RawField', () => {
  it('edits a prop whose schema allows anything as JSON, applied once it parses', () => {
    const view = renderForm(schema, { value: { extra: { a: 1 } } });
    const box = screen.getByRole('textbox', { name: 'Données' });
    expect((box as HTMLTextAreaElement).value).toBe('{\n  "a": 1\n}');
    fireEvent.change(box, { target: { value: '{"a": ' } });
    expect(view.changes).toHaveLength(0);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(box, { target: { value: '[1, 2]' } });
    expect(view.last()).toEqual({ extra: [1, 2] });
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });
});
