import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, renderForm, ui } from './block-form.test-utils.tsx';

const schema = {
  type: 'object',
  properties: {
    cta: {
      type: 'object',
      required: ['label'],
      properties: { label: { type: 'string', minLength: 1, ...ui('Texte du bouton', 'Button text') } },
      ...ui('Bouton', 'Button'),
    },
  },
};

describe('GroupField', () => {
  it('is a fieldset whose legend is its label, described by its help', () => {
    renderForm(schema);
    const group = screen.getByRole('group', { name: 'Bouton' });
    expect(group.tagName).toBe('FIELDSET');
    expect(descriptionOf(group)).toBe('Aide Bouton');
  });

  it('creates the object on the first prop typed and removes the optional object once emptied', () => {
    const view = renderForm(schema);
    fireEvent.change(screen.getByRole('textbox', { name: 'Texte du bouton Français' }), { target: { value: 'Réserver' } });
    expect(view.last()).toEqual({ cta: { label: { fr: 'Réserver', en: '' } } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Texte du bouton Français' }), { target: { value: '' } });
    expect(view.last()).toEqual({ cta: { label: { fr: '', en: '' } } });
  });

  it("shows an error about the object as a whole under its legend, and one at a pointer no field shows there too", () => {
    renderForm(schema, { errors: [{ pointer: '/cta', message: 'Bouton incomplet' }, { pointer: '/cta/target', message: 'Propriété inconnue' }] });
    const group = screen.getByRole('group', { name: 'Bouton' });
    expect(group.querySelector('.bf-error')?.textContent).toBe('Bouton incompletPropriété inconnue');
  });

  it('lists above the form an error at a pointer outside every field', () => {
    renderForm(schema, { errors: [{ pointer: '/unknown', message: 'Propriété inconnue : unknown' }] });
    expect(screen.getByRole('alert').textContent).toContain('Propriété inconnue : unknown');
  });
});
