import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, renderForm, ui } from './block-form.test-utils.tsx';

const schema = {
  type: 'object',
  properties: {
    columns: { type: 'integer', enum: [2, 3, 4], ...ui('Colonnes', 'Columns', { 'x-choices': { 2: { fr: '2 colonnes', en: '2 columns' }, 3: { fr: '3 colonnes', en: '3 columns' }, 4: { fr: '4 colonnes', en: '4 columns' } } }) },
    step: {
      type: 'string',
      enum: ['address', 'shipping', 'payment', 'result', 'success'],
      ...ui('Étape', 'Step', {
        'x-choices': {
          address: { fr: 'Adresse', en: 'Address' },
          shipping: { fr: 'Livraison', en: 'Shipping' },
          payment: { fr: 'Paiement', en: 'Payment' },
          result: { fr: 'Résultat', en: 'Result' },
          success: { fr: 'Confirmation', en: 'Confirmation' },
        },
      }),
    },
  },
  required: ['step'],
};

describe('ChoiceField', () => {
  it('offers up to four values as radio buttons named by their labels, "Default" first for an optional choice', () => {
    renderForm(schema, { value: { step: 'address', columns: 3 } });
    const group = screen.getByRole('group', { name: 'Colonnes' });
    expect(descriptionOf(group)).toBe('Aide Colonnes');
    expect(screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual(['Par défaut', '2 colonnes', '3 colonnes', '4 colonnes']);
    expect((screen.getByRole('radio', { name: '3 colonnes' }) as HTMLInputElement).checked).toBe(true);
  });

  it('hands back the value of the label chosen, and removes the prop on "Default"', () => {
    const view = renderForm(schema, { value: { step: 'address' } });
    fireEvent.click(screen.getByRole('radio', { name: '4 colonnes' }));
    expect(view.last()).toEqual({ step: 'address', columns: 4 });
    fireEvent.click(screen.getByRole('radio', { name: 'Par défaut' }));
    expect(view.last()).toEqual({ step: 'address' });
  });

  it('offers more than four values as a select', () => {
    const view = renderForm(schema, { value: { step: 'address' }, uiLang: 'en' });
    const select = screen.getByRole('combobox', { name: 'Step' });
    expect(descriptionOf(select)).toBe('Help Step');
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Address', 'Shipping', 'Payment', 'Result', 'Confirmation']);
    fireEvent.change(select, { target: { value: '2' } });
    expect(view.last()).toEqual({ step: 'payment' });
  });

  it('shows its error at the field and focuses it on focusPointer', () => {
    const view = renderForm(schema, { value: { step: 'address' }, errors: [{ pointer: '/step', message: 'Étape inconnue' }, { pointer: '/columns', message: 'Trop de colonnes' }] });
    const select = screen.getByRole('combobox', { name: 'Étape' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-errormessage')!)?.textContent).toBe('Étape inconnue');
    const radio = screen.getByRole('radio', { name: '2 colonnes' });
    expect(radio.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(radio.getAttribute('aria-errormessage')!)?.textContent).toBe('Trop de colonnes');
    view.update({ focusPointer: '/step' });
    expect(document.activeElement).toBe(select);
    view.update({ focusPointer: '/columns' });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Par défaut' }));
  });
});
