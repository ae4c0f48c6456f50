import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../shared/render-block.tsx';
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
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, data: {}, message: 'You are subscribed to the newsletter.' }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    renderBlock(<Newsletter props={{}} data={undefined} slots={{}} />, { messages, parameters: on, locale: 'en' });
    fireEvent.change(screen.getByLabelText('Your e-mail address'), { target: { value: 'lea@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('status')).textContent).toBe('You are subscribed to the newsletter.');
    expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toBe('/api/newsletter/subscribe');
  });
});
