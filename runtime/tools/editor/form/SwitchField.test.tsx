import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, renderForm, ui } from './block-form.test-utils.tsx';

const schema = { type: 'object', properties: { showIntro: { type: 'boolean', default: true, ...ui('Afficher l’introduction', 'Show the introduction') } } };

describe('SwitchField', () => {
  it('is a switch with its label and help, showing the default when unset', () => {
    renderForm(schema);
    const toggle = screen.getByRole('switch', { name: 'Afficher l’introduction' }) as HTMLInputElement;
    expect(descriptionOf(toggle)).toBe('Aide Afficher l’introduction');
    expect(toggle.checked).toBe(true);
  });

  it('hands back false then true', () => {
    const view = renderForm(schema);
    fireEvent.click(screen.getByRole('switch'));
    expect(view.last()).toEqual({ showIntro: false });
    fireEvent.click(screen.getByRole('switch'));
    expect(view.last()).toEqual({ showIntro: true });
  });

  it('shows its error and takes the focus', () => {
    const view = renderForm(schema, { errors: [{ pointer: '/showIntro', message: 'Invalide' }] });
    const toggle = screen.getByRole('switch');
    expect(document.getElementById(toggle.getAttribute('aria-errormessage')!)?.textContent).toBe('Invalide');
    view.update({ focusPointer: '/showIntro' });
    expect(document.activeElement).toBe(toggle);
  });
});
