import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureKeptParts } from './kept-parts.ts';
import { KeptPart } from './KeptPart.tsx';

function Columns({ heading }: { heading: string }) {
  return (
    <section>
      <h2>{heading}</h2>
      <Link to="/nous-contacter">Contact</Link>
    </section>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('KeptPart', () => {
  it('keeps the server HTML without loading the code while the data is the first one, then renders from the code', async () => {
    // The server's markup of <KeptPart name="columns"> around <Columns heading="Liens utiles" />.
    const container = document.createElement('div');
    container.innerHTML = '<div data-kept-part="columns" class="static-block"><section><h2>Liens utiles</h2><a href="/nous-contacter">Contact</a></section></div>';
    document.body.append(container);
    captureKeptParts(container);
    const load = vi.fn(async () => Columns);
    const first = { lang: 'fr' };
    let setSource: (source: { lang: string }) => void = () => undefined;
    const { useState } = await import('react');
    function Page() {
      const [source, set] = useState(first);
      setSource = set;
      return <KeptPart name="columns" source={source} load={load} props={{ heading: source.lang === 'fr' ? 'Liens utiles' : 'Useful links' }} />;
    }
    const router = createMemoryRouter([
      { path: '/', element: <Page /> },
      { path: '/nous-contacter', element: <h1>Contact page</h1> },
    ]);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('h2')?.textContent).toBe('Liens utiles');

    // Other data (a language switch reloads the root data): the code loads and renders the new props.
    await act(async () => setSource({ lang: 'en' }));
    await vi.waitFor(() => expect(container.querySelector('h2')?.textContent).toBe('Useful links'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll('[data-kept-part="columns"]')).toHaveLength(1);

    // Its links navigate with the router.
    await act(async () => container.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
    expect(router.state.location.pathname).toBe('/nous-contacter');
  });

  it('lets a link inside the kept HTML navigate with the router', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<div data-kept-part="links" class="static-block"><a href="/nous-contacter">Contact</a></div>';
    document.body.append(container);
    captureKeptParts(container);
    const load = vi.fn(async () => Columns);
    const source = {};
    const router = createMemoryRouter([
      { path: '/', element: <KeptPart name="links" source={source} load={load} props={{ heading: '' }} /> },
      { path: '/nous-contacter', element: <h1>Contact page</h1> },
    ]);
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={router} />);
    });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => container.querySelector('a')!.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(router.state.location.pathname).toBe('/nous-contacter');
    expect(load).not.toHaveBeenCalled();
  });
});
