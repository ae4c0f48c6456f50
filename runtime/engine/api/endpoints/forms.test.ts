import { describe, expect, it } from 'vitest';
import { formSubmission } from './forms.ts';

describe('formSubmission', () => {
  it('sends answers as JSON and files under their field name', () => {
    const body = formSubmission({ name: 'Léa' }, { cv: [new File(['x'], 'cv.pdf')], photo: [new File(['y'], 'p.png')] });
    expect(body.get('answers')).toBe('{"name":"Léa"}');
    expect((body.get('cv') as File).name).toBe('cv.pdf');
    expect((body.get('photo') as File).name).toBe('p.png');
  });
});
