import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, renderForm, ui } from './block-form.test-utils.tsx';

const schema = { type: 'object', properties: { accent: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$', ...ui('Couleur', 'Colour', { 'x-widget': 'color' }) } } };

describe('ColorField', () => {
  it('is a colour picker and its code, with the label and help, handing back #rrggbb', () => {
    const view = renderForm(schema, { value: { accent: '#1d5fd6' } });
    const picker = screen.getByLabelText('Couleur') as HTMLInputElement;
    expect(picker.type).toBe('color');
    expect(descriptionOf(picker)).toBe('Aide Couleur');
    fireEvent.input(picker, { target: { value: '#aa0000' } });
    expect(view.last()).toEqual({ accent: '#aa0000' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Couleur (#rrggbb)' }), { target: { value: '#00aa00' } });
    expect(view.last()).toEqual({ accent: '#00aa00' });
  });

  it('shows its error and takes the focus', () => {
    const view = renderForm(schema, { errors: [{ pointer: '/accent', message: 'Couleur invalide' }] });
    const picker = screen.getByLabelText('Couleur');
    expect(document.getElementById(picker.getAttribute('aria-errormessage')!)?.textContent).toBe('Couleur invalide');
    view.update({ focusPointer: '/accent' });
    expect(document.activeElement).toBe(picker);
  });
});
