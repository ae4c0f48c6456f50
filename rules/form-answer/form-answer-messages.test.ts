import { describe, expect, it } from 'vitest';
import { formAnswerCatalogue, formAnswerMessages } from './form-answer-messages.ts';

describe('form-answer messages', () => {
  it('have every message in both languages, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const { fr, en } of Object.values(formAnswerMessages)) {
      expect(fr.trim()).not.toBe('');
      expect(placeholders(en)).toEqual(placeholders(fr));
    }
  });

  it('give the browser the same sentences under a prefix', () => {
    expect(formAnswerCatalogue('form.error.', 'en')['form.error.required']).toBe('This field is required');
    expect(formAnswerCatalogue('form.error.', 'fr_FR')['form.error.required']).toBe('Ce champ est obligatoire');
    expect(formAnswerCatalogue('form.error.', 'fr_FR')['form.error.required']).toBe('Ce champ est obligatoire');
  });
});
