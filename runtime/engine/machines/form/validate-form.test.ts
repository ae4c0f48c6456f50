import { describe, expect, it } from 'vitest';
import { checkFiles, checkValue, firstInvalidField, validateForm } from './validate-form.ts';
import { applicationForm, pdf } from './form.test-utils.ts';

const NO_OTHER_ANSWERS = { today: '2026-11-26', answers: {} };
const field = (name: string) => applicationForm.fields.find((one) => one.name === name)!;
const valid = { name: 'Léa Martin', email: 'lea@example.fr', phone: '', position: 'driver', consent: true };

describe('validateForm', () => {
  it('accepts complete answers with an accepted CV', () => {
    expect(validateForm(applicationForm, valid, { cv: [pdf()] }, 'fr')).toEqual({});
  });

  it('reports every required field left empty, in field order', () => {
    const errors = validateForm(applicationForm, { name: ' ', email: '', phone: '', position: '', consent: false }, {}, 'fr');
    expect(Object.keys(errors)).toEqual(['name', 'email', 'position', 'consent', 'cv']);
    expect(firstInvalidField(applicationForm, errors)).toBe('name');
  });

  it('checks e-mail and phone formats, choices and lengths', () => {
    expect(checkValue(field('email'), 'lea@example', NO_OTHER_ANSWERS)).toEqual({ id: 'form.error.email' });
    expect(checkValue(field('phone'), '12', NO_OTHER_ANSWERS)).toEqual({ id: 'form.error.tel' });
    expect(checkValue(field('phone'), '06 12 34 56 78', NO_OTHER_ANSWERS)).toBeUndefined();
    expect(checkValue(field('position'), 'pilot', NO_OTHER_ANSWERS)).toEqual({ id: 'form.error.choice', values: { allowed: 'Conducteur, Mécanicien' } });
    expect(checkValue(field('name'), 'x'.repeat(121), NO_OTHER_ANSWERS)).toEqual({ id: 'form.error.tooLong', values: { max: 120 } });
  });

  it('accepts an emoji answer at the maximum length, as the API does (characters, not UTF-16 units)', () => {
    expect(checkValue(field('name'), `Léa ${'🚌'.repeat(116)}`, NO_OTHER_ANSWERS)).toBeUndefined();
    expect(checkValue(field('name'), `Léa ${'🚌'.repeat(117)}`, NO_OTHER_ANSWERS)).toEqual({ id: 'form.error.tooLong', values: { max: 120 } });
  });
});

describe('file checks before upload', () => {
  it('refuses a file type outside the accept list and names the accepted ones', () => {
    const error = checkFiles(field('cv'), [new File(['x'], 'photo.png', { type: 'image/png' })], 'fr');
    expect(error).toEqual({ id: 'form.error.fileType', values: { name: 'photo.png', accept: '.pdf, .doc, .docx' } });
  });

  it('refuses a file over the maximum size and says both sizes', () => {
    const error = checkFiles(field('cv'), [pdf('cv.pdf', 6 * 1024 * 1024)], 'fr');
    expect(error).toEqual({ id: 'form.error.fileSize', values: { name: 'cv.pdf', size: '6 Mo', max: '5 Mo' } });
  });

  it('refuses two files on a single-file field', () => {
    expect(checkFiles(field('cv'), [pdf(), pdf('b.pdf')], 'en')).toEqual({ id: 'form.error.oneFile' });
  });
});
