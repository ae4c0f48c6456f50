import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../shared/render-block.tsx';
import formBlock from './index.ts';
import { applicationForm, pdf } from './test-form.ts';

const { component: Form, messages } = formBlock;
const props = { formId: 'unsolicited-application' };

afterEach(() => vi.unstubAllGlobals());

function fillValid() {
  fireEvent.change(screen.getByLabelText(/Nom et prénom/), { target: { value: 'Léa Martin' } });
  fireEvent.change(screen.getByLabelText(/Adresse e-mail/), { target: { value: 'lea@example.fr' } });
  fireEvent.change(screen.getByLabelText(/Poste souhaité/), { target: { value: 'driver' } });
  fireEvent.click(screen.getByLabelText(/J’accepte/));
  fireEvent.change(screen.getByLabelText(/Votre CV/), { target: { files: [pdf()] } });
}

describe('Form', () => {
  it('renders every field with its label, required mark and autocomplete, as a no-JS multipart post', () => {
    const { container } = renderBlock(<Form props={props} data={{ form: applicationForm }} slots={{}} />, { messages });
    const email = screen.getByLabelText(/Adresse e-mail/);
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(email.hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText(/Votre CV/).getAttribute('accept')).toBe('.pdf,.doc,.docx');
    expect(screen.getByText(/Formats acceptés : .pdf, .doc, .docx. Taille maximale : 5 Mo./)).toBeTruthy();
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/_forms/unsolicited-application');
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    const trap = container.querySelector('input[name="website"]')!;
    expect(trap.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(trap.getAttribute('tabindex')).toBe('-1');
  });

  it('shows each error next to its field and focuses the first invalid one', async () => {
    renderBlock(<Form props={props} data={{ form: applicationForm }} slots={{}} />, { messages });
    fireEvent.change(screen.getByLabelText(/Nom et prénom/), { target: { value: 'Léa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));
    const email = screen.getByLabelText(/Adresse e-mail/);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = email.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Ce champ est obligatoire');
    expect(screen.getByRole('alert').textContent).toContain('4 erreurs');
    expect((screen.getByLabelText(/Nom et prénom/) as HTMLInputElement).value).toBe('Léa');
  });

  it('says why a file is refused before any upload, in English', () => {
    const english = { ...applicationForm, fields: applicationForm.fields.map((f) => (f.name === 'cv' ? { ...f, label: 'Your CV' } : f)) };
    renderBlock(<Form props={props} data={{ form: english }} slots={{}} />, { messages, locale: 'en' });
    fireEvent.change(screen.getByLabelText(/Your CV/), { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    expect(screen.getByText('The file “photo.png” is refused: only .pdf, .doc, .docx files are accepted')).toBeTruthy();
  });

  it('validates with the API, submits multipart with the file, then confirms in the visitor’s language', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const message = url.endsWith('/submit') ? 'Merci, votre candidature a bien été reçue.' : '';
      return new Response(JSON.stringify({ success: true, data: { errors: {} }, message }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    renderBlock(<Form props={props} data={{ form: applicationForm }} slots={{}} />, { messages });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));
    expect((await screen.findByRole('status')).textContent).toContain('Merci, votre candidature a bien été reçue.');
    expect(fetch.mock.calls.map((call) => String(call[0]))).toEqual([
      '/api/forms/unsolicited-application/answer/validate',
      '/api/forms/unsolicited-application/submit',
    ]);
    const body = (fetch.mock.calls[1] as unknown as [string, RequestInit])[1].body as FormData;
    expect((body.get('cv') as File).name).toBe('cv.pdf');
  });

  it('keeps everything typed when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderBlock(<Form props={props} data={{ form: applicationForm }} slots={{}} />, { messages });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Vos réponses sont conservées'));
    expect((screen.getByLabelText(/Nom et prénom/) as HTMLInputElement).value).toBe('Léa Martin');
  });
});
