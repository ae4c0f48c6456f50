import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, renderForm, ui } from './block-form.test-utils.tsx';

const schema = {
  type: 'object',
  properties: { limit: { type: 'integer', minimum: 1, maximum: 24, default: 8, ...ui('Nombre de produits', 'Number of products') } },
};

describe('NumberField', () => {
  it('is a number input with its label, help, bounds and the default as a hint', () => {
    renderForm(schema);
    const input = screen.getByRole('spinbutton', { name: 'Nombre de produits' }) as HTMLInputElement;
    expect(descriptionOf(input)).toBe('Aide Nombre de produits');
    expect([input.min, input.max, input.step, input.placeholder]).toEqual(['1', '24', '1', '8']);
  });

  it('hands back a number, and removes the prop when emptied', () => {
    const view = renderForm(schema, { value: { limit: 8 } });
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '12' } });
    expect(view.last()).toEqual({ limit: 12 });
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '' } });
    expect(view.last()).toEqual({});
  });

  it('shows its error and takes the focus', () => {
    const view = renderForm(schema, { value: { limit: 30 }, errors: [{ pointer: '/limit', message: 'Au plus 24' }] });
    const input = screen.getByRole('spinbutton');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-errormessage')!)?.textContent).toBe('Au plus 24');
    view.update({ focusPointer: '/limit' });
    expect(document.activeElement).toBe(input);
  });

  it('says as it is typed a number out of bounds, keeping it', () => {
    const view = renderForm(schema, { value: { limit: 8 } });
    const input = screen.getByRole('spinbutton');
    fireEvent.change(input, { target: { value: '30' } });
    expect(view.last()).toEqual({ limit: 30 });
    expect(document.getElementById(input.getAttribute('aria-errormessage')!)?.textContent).toBe('Entre 1 et 24.');
  });
});
