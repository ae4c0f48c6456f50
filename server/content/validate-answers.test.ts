import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../schemas/site/forms.schema.ts';
import { validateAnswers } from './validate-answers.ts';

const TODAY = '2026-11-26';
const l = (fr: string, en: string) => ({ fr, en });

const form: FormDefinition = {
  id: 'candidature-spontanee',
  title: l('Candidature spontanée', 'Unsolicited application'),
  submitLabel: l('Envoyer', 'Send'),
  successMessage: l('Merci', 'Thank you'),
  fields: [
    { name: 'name', type: 'text', label: l('Nom', 'Name'), required: true, maxLength: 10 },
    { name: 'email', type: 'email', label: l('E-mail', 'E-mail'), required: true },
    { name: 'phone', type: 'tel', label: l('Téléphone', 'Phone'), required: false },
    { name: 'start', type: 'date', label: l('Disponibilité', 'Available from'), required: false },
    {
      name: 'job', type: 'select', label: l('Poste', 'Job'), required: true,
      options: [{ value: 'driver', label: l('Conducteur', 'Driver') }, { value: 'mechanic', label: l('Mécanicien', 'Mechanic') }],
    },
    { name: 'consent', type: 'checkbox', label: l('J’accepte', 'I agree'), required: true },
    { name: 'cv', type: 'file', label: l('CV', 'Resume'), required: true, accept: ['.pdf', 'application/pdf'], maxSize: 1000 },
  ],
};

const good = { name: ' Jean ', email: 'jean@example.fr', job: 'driver', consent: 'true' };
const cv = { name: 'cv.pdf', size: 500, type: 'application/pdf' };

describe('validateAnswers', () => {
  it('counts an answer’s length in characters, as the browser does: emoji at the maximum are accepted', () => {
    const tenCharacters = 'Léa 🚌🚌🚌🚌🚌🚌';
    expect(tenCharacters.length).toBe(16);
    expect(validateAnswers(form, { ...good, name: tenCharacters }, { cv: [cv] }, 'fr_FR', TODAY).errors).toEqual({});
    expect(validateAnswers(form, { ...good, name: `${tenCharacters}🚌` }, { cv: [cv] }, 'fr_FR', TODAY).errors).toEqual({ name: 'Ce champ accepte au plus 10 caractères' });
  });

  it('accepts valid answers and returns cleaned values', () => {
    const result = validateAnswers(form, good, { cv: [cv] }, 'en', TODAY);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: 'Jean', email: 'jean@example.fr', phone: null, start: null, job: 'driver', consent: true, cv: ['cv.pdf'],
    });
  });

  it('reports every missing required field, in the request language', () => {
    const result = validateAnswers(form, {}, {}, 'fr_FR', TODAY);
    expect(result.errors).toEqual({
      name: 'Ce champ est obligatoire',
      email: 'Ce champ est obligatoire',
      job: 'Ce champ est obligatoire',
      consent: 'Ce champ est obligatoire',
      cv: 'Ce champ est obligatoire',
    });
  });

  it('checks formats, choices and lengths', () => {
    const result = validateAnswers(
      form,
      { ...good, name: 'Jean-Christophe', email: 'nope', phone: 'abc', start: '2026-02-30', job: 'pilot' },
      { cv: [cv] },
      'en',
      TODAY,
    );
    expect(result.errors).toEqual({
      name: 'This field accepts at most 10 characters',
      email: 'Invalid e-mail address (example: firstname.lastname@example.com)',
      phone: 'Invalid phone number (example: +33 6 12 34 56 78)',
      start: 'Invalid date (format YYYY-MM-DD)',
      job: 'Choose one of the options offered: Driver, Mechanic',
    });
  });

  it('refuses a file of the wrong type, too large, or more than one', () => {
    expect(validateAnswers(form, good, { cv: [{ name: 'cv.exe', size: 10, type: 'application/x-msdownload' }] }, 'en', TODAY).errors)
      .toEqual({ cv: 'The file “cv.exe” is refused: only .pdf, application/pdf files are accepted' });
    expect(validateAnswers(form, good, { cv: [{ ...cv, size: 5000 }] }, 'en', TODAY).errors).toEqual({ cv: 'The file “cv.pdf” is too large (5 KB): 1000 B maximum' });
    expect(validateAnswers(form, good, { cv: [cv, cv] }, 'en', TODAY).errors).toEqual({ cv: 'Only one file is accepted' });
  });

  it('checks file descriptors given in JSON answers when no files are uploaded', () => {
    expect(validateAnswers(form, { ...good, cv }, null, 'en', TODAY).errors).toEqual({});
    expect(validateAnswers(form, { ...good, cv: 'cv.pdf' }, null, 'en', TODAY).errors).toEqual({ cv: 'This field expects a file' });
  });

  it('refuses answers to fields the form does not have and non-text values', () => {
    const result = validateAnswers(form, { ...good, salary: '3000', name: { first: 'Jean' } }, { cv: [cv] }, 'en', TODAY);
    expect(result.errors).toEqual({ salary: 'This field is not part of the form', name: 'This field expects text' });
  });

  it('refuses an unticked required checkbox and a checkbox value that is not yes or no', () => {
    expect(validateAnswers(form, { ...good, consent: false }, { cv: [cv] }, 'en', TODAY).errors).toEqual({ consent: 'This field is required' });
    expect(validateAnswers(form, { ...good, consent: 'maybe' }, { cv: [cv] }, 'en', TODAY).errors).toEqual({ consent: 'This field expects yes or no' });
  });
});
