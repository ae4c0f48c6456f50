import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import block from './index.ts';

const { component: Newsletter, messages } = block;
const on = [{ type: 'NEWSLETTER', value: true }];

afterEach(() => vi.unstubAllGlobals());

describe('Newsletter', () => {
  it('renders nothing when the NEWSLETTER parameter is off', () => {
    const { container } = renderBlock(<Newsletter props={{}} data={undefined} slots={{}} />, { messages, parameters: [{ type: 'NEWSLETTER', value: false }] });
    expect(container.innerHTML).toBe('');
  });

  it('refuses an invalid address before calling the API', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderBlock(<Newsletter props={{}} data={undefined} slots={{}} />, { messages, parameters: on });
    fireEvent.change(screen.getByLabelText('Votre adresse e-mail'), { target: { value: 'lea@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Je m’inscris' }));
    expect(screen.getByRole('alert').textContent).toContain('adresse e-mail valide');
    expect(screen.getByLabelText('Votre adresse e-mail').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('subscribes through POST /newsletter/subscribe and confirms in English', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { email: 'lea@example.com', subscribed: true, created: true }, message: 'You are subscribed to the newsletter.' }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    renderBlock(<Newsletter props={{}} data={undefined} slots={{}} />, { messages, parameters: on, locale: 'en' });
    fireEvent.change(screen.getByLabelText('Your e-mail address'), { target: { value: 'lea@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('status')).textContent).toBe('You are subscribed to the newsletter.');
    expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toBe('/api/newsletter/subscribe');
  });

  it('shows a refused no-JS sign-up again with the typed address and the reason, posting to the page itself', () => {
    const echo = { formId: 'newsletter', status: 'invalid' as const, values: { email: 'lea@' }, errors: { email: { id: 'newsletter.invalid' } }, message: '' };
    const { container } = renderBlock(<Newsletter props={{}} data={undefined} slots={{}} />, { messages, parameters: on, locale: 'en', post: { action: '/en/news?page=2&form=newsletter&formStatus=invalid', answer: echo } });
    const field = screen.getByLabelText('Your e-mail address') as HTMLInputElement;
    expect(field.value).toBe('lea@');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe('Enter a valid e-mail address (example: firstname.lastname@example.com)');
    expect(container.querySelector('form')!.getAttribute('action')).toBe('/en/news?page=2');
    expect(container.querySelector<HTMLInputElement>('input[name="_block"]')!.value).toBe('newsletter');
    expect(container.querySelector<HTMLInputElement>('input[name="_form"]')!.value).toBe('newsletter');
  });

  it('says why the API refused a no-JS sign-up, the address kept', () => {
    const echo = { formId: 'newsletter', status: 'failed' as const, values: { email: 'lea@example.fr' }, errors: {}, message: 'Trop de demandes, réessayez plus tard.' };
    renderBlock(<Newsletter props={{}} data={undefined} slots={{}} />, { messages, parameters: on, post: { action: '/', answer: echo } });
    expect(screen.getByRole('alert').textContent).toBe('Trop de demandes, réessayez plus tard.');
    expect((screen.getByLabelText('Votre adresse e-mail') as HTMLInputElement).value).toBe('lea@example.fr');
  });
});
