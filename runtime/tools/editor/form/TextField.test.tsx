import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, renderForm, ui } from './block-form.test-utils.tsx';

const schema = {
  type: 'object',
  required: ['formId'],
  properties: {
    formId: { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', ...ui('Formulaire', 'Form', { 'x-widget': 'text' }) },
    kind: { type: 'string', pattern: '^[a-z0-9-]+$', ...ui('Catégorie', 'Kind', { 'x-widget': 'text' }) },
  },
};

describe('TextField', () => {
  it('is one input (a code is not translated) with its label and help', () => {
    renderForm(schema, { value: { formId: 'contact' } });
    const input = screen.getByRole('textbox', { name: 'Formulaire' }) as HTMLInputElement;
    expect(input.value).toBe('contact');
    expect(descriptionOf(input)).toBe('Aide Formulaire');
  });

  it('hands back the text; emptied, a required one is "" and an optional one is removed', () => {
    const view = renderForm(schema, { value: { formId: 'contact', kind: 'vin' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Formulaire' }), { target: { value: '' } });
    expect(view.last()).toEqual({ formId: '', kind: 'vin' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Catégorie' }), { target: { value: '' } });
    expect(view.last()).toEqual({ formId: '' });
  });

  it("says as it is typed what the schema's pattern refuses, keeping what was typed", () => {
    const view = renderForm(schema, { uiLang: 'en' });
    const input = screen.getByRole('textbox', { name: 'Form' });
    fireEvent.change(input, { target: { value: 'Contact Form' } });
    expect(view.last()).toEqual({ formId: 'Contact Form' });
    expect(document.getElementById(input.getAttribute('aria-errormessage')!)?.textContent).toBe('Lower-case letters, digits and hyphens only.');
  });

  it("shows the draft's error and focuses the input", () => {
    const view = renderForm(schema, { errors: [{ pointer: '/formId', message: 'Formulaire inconnu' }] });
    const input = screen.getByRole('textbox', { name: 'Formulaire' });
    expect(document.getElementById(input.getAttribute('aria-errormessage')!)?.textContent).toBe('Formulaire inconnu');
    view.update({ focusPointer: '/formId' });
    expect(document.activeElement).toBe(input);
  });
});
