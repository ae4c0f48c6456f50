import { describe, expect, it } from 'vitest';
import { answerLength, checkBoxAnswer, checkFileAnswer, checkTextAnswer, earliestDate, maxLengthOf, todayIso } from './check-answer.ts';

const name = { type: 'text', required: true, maxLength: 10 };
const choice = { type: 'radio', required: true, options: [{ value: 'under-30', label: 'Moins de 30' }, { value: 'over-30', label: '30 et plus' }] };
const cv = { type: 'file', required: true, accept: ['.pdf'], maxSize: 1024 };

describe('form-answer rule', () => {
  it('counts characters, not UTF-16 units: an emoji counts one', () => {
    expect(answerLength('🚌🚌')).toBe(2);
    expect(checkTextAnswer(name, 'Léa 🚌🚌🚌🚌🚌🚌')).toBeUndefined();
    expect(checkTextAnswer(name, 'Léa 🚌🚌🚌🚌🚌🚌🚌')).toEqual({ key: 'tooLong', values: { max: 10 } });
  });

  it('applies the default maximum of a text and of a textarea', () => {
    expect(maxLengthOf({ type: 'text' })).toBe(500);
    expect(maxLengthOf({ type: 'textarea' })).toBe(5000);
  });

  it('refuses an empty required answer, a bad e-mail, phone, date or choice', () => {
    expect(checkTextAnswer(name, '')).toEqual({ key: 'required' });
    expect(checkTextAnswer({ type: 'email' }, 'lea@example')).toEqual({ key: 'email' });
    expect(checkTextAnswer({ type: 'tel' }, '12')).toEqual({ key: 'tel' });
    expect(checkTextAnswer({ type: 'date' }, '2025-02-30')).toEqual({ key: 'date' });
    expect(checkTextAnswer(choice, 'pilot')).toEqual({ key: 'choice', values: { allowed: 'Moins de 30, 30 et plus' } });
    expect(checkTextAnswer(choice, 'over-30')).toBeUndefined();
    expect(checkBoxAnswer({ type: 'checkbox', required: true }, false)).toEqual({ key: 'required' });
  });

  it('refuses files by count, type and size, and says the sizes in the language', () => {
    const pdf = { name: 'cv.pdf', size: 2048, type: 'application/pdf' };
    expect(checkFileAnswer(cv, [], 'fr_FR')).toEqual({ key: 'required' });
    expect(checkFileAnswer(cv, [pdf, pdf], 'fr_FR')).toEqual({ key: 'oneFile' });
    expect(checkFileAnswer(cv, [{ name: 'a.png', size: 1, type: 'image/png' }], 'fr_FR')).toEqual({ key: 'fileType', values: { name: 'a.png', accept: '.pdf' } });
    expect(checkFileAnswer(cv, [pdf], 'fr_FR')).toEqual({ key: 'fileSize', values: { name: 'cv.pdf', size: '2 Ko', max: '1 Ko' } });
    expect(checkFileAnswer(cv, [pdf], 'en')).toEqual({ key: 'fileSize', values: { name: 'cv.pdf', size: '2 KB', max: '1 KB' } });
  });

  it('refuses a departure in the past and a return before the departure (the quote form)', () => {
    const departure = { type: 'date', required: true, minDate: 'today' as const };
    const back = { type: 'date', minDate: 'today' as const, notBefore: 'departureDate' };
    const context = { today: '2026-11-26', answers: { departureDate: '2026-12-10' } };
    expect(checkTextAnswer(departure, '2020-05-01', context)).toEqual({ key: 'dateTooEarly', values: { date: '26/11/2026' } });
    expect(checkTextAnswer(departure, '2026-11-26', context)).toBeUndefined();
    expect(checkTextAnswer(back, '2026-12-09', context)).toEqual({ key: 'dateTooEarly', values: { date: '10/12/2026' } });
    expect(checkTextAnswer(back, '2026-12-10', context)).toBeUndefined();
    expect(earliestDate(back, { today: '2026-11-26', answers: { departureDate: 'not a date' } })).toBe('2026-11-26');
  });

  it('refuses a number that is not a whole number within its bounds ("abc" passengers)', () => {
    const passengers = { type: 'number', required: true, min: 1, max: 900 };
    expect(checkTextAnswer(passengers, 'abc')).toEqual({ key: 'number' });
    expect(checkTextAnswer(passengers, '4.5')).toEqual({ key: 'number' });
    expect(checkTextAnswer(passengers, '0')).toEqual({ key: 'tooSmall', values: { min: 1 } });
    expect(checkTextAnswer(passengers, '901')).toEqual({ key: 'tooLarge', values: { max: 900 } });
    expect(checkTextAnswer(passengers, '45')).toBeUndefined();
  });

  it('dates today in Paris, not in UTC', () => {
    expect(todayIso(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
  });
});
