import { describe, expect, it } from 'vitest';
import { formAnswerCatalogue, formAnswerMessage, formAnswerMessages } from './form-answer-messages.ts';

describe('form-answer messages', () => {
  it('fill their placeholders in French and English', () => {
    expect(formAnswerMessage('tooLong', 'fr', { max: 10 })).toBe('Ce champ accepte au plus 10 caractères');
    expect(formAnswerMessage('tooLong', 'en', { max: 10 })).toBe('This field accepts at most 10 characters');
  });

  it('have every message in both languages, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const { fr, en } of Object.values(formAnswerMessages)) {
      expect(fr.trim()).not.toBe('');
      expect(placeholders(en)).toEqual(placeholders(fr));
    }
  });

  it('give the browser the same sentences under a prefix', () => {
    expect(formAnswerCatalogue('form.error.', 'en')['form.error.required']).toBe('This field is required');
  });
});
