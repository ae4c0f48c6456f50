import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, renderForm, ui } from './block-form.test-utils.tsx';

const schema = { type: 'object', properties: { from: { type: 'string', format: 'date', ...ui('Depuis le', 'Since') } } };

describe('DateField', () => {
  it('is a date input with its label and help, handing back the day and removing the prop when emptied', () => {
    const view = renderForm(schema);
    const input = screen.getByLabelText('Depuis le') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(descriptionOf(input)).toBe('Aide Depuis le');
    fireEvent.change(input, { target: { value: '2026-05-01' } });
    expect(view.last()).toEqual({ from: '2026-05-01' });
    fireEvent.change(input, { target: { value: '' } });
    expect(view.last()).toEqual({});
  });

  it('shows its error and takes the focus', () => {
    const view = renderForm(schema, { errors: [{ pointer: '/from', message: 'Date invalide' }] });
    const input = screen.getByLabelText('Depuis le');
    expect(document.getElementById(input.getAttribute('aria-errormessage')!)?.textContent).toBe('Date invalide');
    view.update({ focusPointer: '/from' });
    expect(document.activeElement).toBe(input);
  });
});
