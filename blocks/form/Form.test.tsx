import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import formBlock from './index.ts';
import { applicationForm, pdf } from '../../runtime/engine/machines/form/form.test-utils.ts';

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
    expect(form.getAttribute('action')).toBe('/');
    expect(container.querySelector<HTMLInputElement>('input[name="_block"]')!.value).toBe('form');
    expect(container.querySelector<HTMLInputElement>('input[name="_form"]')!.value).toBe('unsolicited-application');
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
      // As the API answers (schemas/api/content/form-contracts.ts): the check's errors, then the stored answer.
      if (url.endsWith('/submit')) return new Response(JSON.stringify({ success: true, data: { id: 7, files: [] }, message: 'Merci, votre candidature a bien été reçue.' }), { status: 201 });
      return new Response(JSON.stringify({ success: true, data: { errors: {} }, message: '' }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderBlock(<Form props={props} data={{ form: applicationForm }} slots={{}} />, { messages });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Merci, votre candidature a bien été reçue.');
    // The confirmation takes the focus and is brought to the middle of the view, clear of a sticky header.
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(scroll.mock.contexts).toContain(status);
    expect(scroll).toHaveBeenCalledWith({ block: 'center' });
    scroll.mockRestore();
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

  it('shows a refused no-JS post again: every answer kept, each error by its field, a summary linking to them, in English', () => {
    const echo = {
      formId: 'unsolicited-application',
      status: 'invalid' as const,
      values: { name: 'John Baker', email: 'john@', phone: '12', position: 'mechanic', consent: true },
      errors: { email: { id: 'form.error.email' }, phone: { id: 'form.error.tel' }, cv: { id: 'form.error.required' } },
      message: '',
    };
    renderBlock(<Form props={props} data={{ form: applicationForm }} slots={{}} />, { messages, locale: 'en', post: { action: '/en/jobs', answer: echo } });
    expect((screen.getByLabelText(/Nom et prénom/) as HTMLInputElement).value).toBe('John Baker');
    expect((screen.getByLabelText(/Poste souhaité/) as HTMLSelectElement).value).toBe('mechanic');
    expect((screen.getByLabelText(/J’accepte/) as HTMLInputElement).checked).toBe(true);
    const email = screen.getByLabelText(/Adresse e-mail/) as HTMLInputElement;
    expect(email.value).toBe('john@');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = email.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Invalid e-mail address (example: firstname.lastname@example.com)');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The form has 3 errors');
    const links = Array.from(alert.querySelectorAll('a'));
    expect(links.map((link) => link.textContent)).toEqual([
      'Adresse e-mail: Invalid e-mail address (example: firstname.lastname@example.com)',
      'Téléphone: Invalid phone number (example: +33 6 12 34 56 78)',
      'Votre CV: This field is required',
    ]);
    expect(document.getElementById(links[0]!.getAttribute('href')!.slice(1))).toBe(email);
    expect(screen.getByText(/Files are not kept after a refused sending/)).toBeTruthy();
    expect(document.querySelector('input[name="website"]')!.getAttribute('value') ?? '').toBe('');
  });

  it('posts to the home page’s own route (react-router’s ?index), without an earlier outcome', () => {
    const { container } = renderBlock(<Form props={props} data={{ form: applicationForm }} slots={{}} />, { messages, post: { action: '/?index&form=contact&formStatus=sent', answer: undefined } });
    expect(container.querySelector('form')!.getAttribute('action')).toBe('/?index');
  });

  it('ignores the answer to a post of another form on the page', () => {
    const other = { formId: 'contact', status: 'invalid' as const, values: { name: 'Autre' }, errors: { name: { id: 'form.error.required' } }, message: '' };
    renderBlock(<Form props={props} data={{ form: applicationForm }} slots={{}} />, { messages, post: { action: '/', answer: other } });
    expect((screen.getByLabelText(/Nom et prénom/) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('says that sending failed, answers kept, when the API failed on a no-JS post', () => {
    const echo = { formId: 'unsolicited-application', status: 'failed' as const, values: { name: 'Léa Martin' }, errors: {}, message: 'Service indisponible' };
    renderBlock(<Form props={props} data={{ form: applicationForm }} slots={{}} />, { messages, post: { action: '/', answer: echo } });
    expect(screen.getByRole('alert').textContent).toBe('L’envoi n’a pas abouti (Service indisponible). Vos réponses sont conservées : réessayez dans un instant.');
    expect((screen.getByLabelText(/Nom et prénom/) as HTMLInputElement).value).toBe('Léa Martin');
  });
});
