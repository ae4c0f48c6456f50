import { describe, expect, it } from 'vitest';
import { createApiClient } from '../create-api-client.ts';
import { formFileUrl, formSubmission } from './forms.ts';

describe('formSubmission', () => {
  it('sends answers as JSON and files under their field name', () => {
    const body = formSubmission({ name: 'Léa' }, { cv: [new File(['x'], 'cv.pdf')], photo: [new File(['y'], 'p.png')] });
    expect(body.get('answers')).toBe('{"name":"Léa"}');
    expect((body.get('cv') as File).name).toBe('cv.pdf');
    expect((body.get('photo') as File).name).toBe('p.png');
  });
});

describe('formFileUrl', () => {
  it('points at the download route under the API base', () => {
    const api = createApiClient({ baseUrl: '/api', idSite: 87, locale: 'en' });
    expect(formFileUrl(api, 'abc')).toBe('/api/forms/file/download/abc');
  });
});
