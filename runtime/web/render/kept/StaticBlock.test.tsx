import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { captureStaticBlockHtml, staticBlockHtml } from './static-block-html.ts';
import { StaticBlock } from './StaticBlock.tsx';

function Card() {
  return (
    <section>
      <h2>Nos voyages</h2>
      <Link to="/nous-contacter">Demander un devis</Link>
    </section>
  );
}

const routes = (page: (key: string) => React.ReactNode) => [
  { path: '/', element: page('0') },
  { path: '/nous-contacter', element: <h1>Contact</h1> },
];

afterEach(() => {
  document.body.innerHTML = '';
});

describe('StaticBlock', () => {
  it('keeps the server HTML at hydration without the block code, and its links navigate in place', async () => {
    const server = renderToString(<RouterProvider router={createMemoryRouter(routes((key) => <StaticBlock blockKey={key}><Card /></StaticBlock>))} />);
    const container = document.createElement('div');
    container.innerHTML = server;
    document.body.append(container);
    captureStaticBlockHtml(container);
    expect(staticBlockHtml('0')).toContain('Nos voyages');

    const errors: unknown[] = [];
    const router = createMemoryRouter(routes((key) => <StaticBlock blockKey={key} html={staticBlockHtml(key)} />));
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('h2')?.textContent).toBe('Nos voyages');

    await act(async () => {
      container.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    });
    expect(router.state.location.pathname).toBe('/nous-contacter');
    expect(container.querySelector('h1')?.textContent).toBe('Contact');
  });
});
