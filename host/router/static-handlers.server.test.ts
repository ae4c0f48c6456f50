import type { RouteObject, StaticHandlerContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createStaticHandlers } from './static-handlers.server.ts';

const leaf = (id: string, path: string | null): RouteObject =>
  path === null ? { id, index: true, loader: () => ({ id }) } : { id, path, loader: ({ params }) => ({ id, params }) };

const routes = (): RouteObject[] => [
  {
    id: 'root',
    path: '/',
    loader: () => ({ id: 'root' }),
    children: [
      leaf('home', null),
      leaf('vehicle', 'autocar/:slug/:id'),
      leaf('cart', 'cart'),
      leaf('en-home', 'en'),
      leaf('page-en', 'en/*'),
      leaf('page', '*'),
    ],
  },
];

async function answer(handler: { query: (r: Request) => Promise<StaticHandlerContext | Response> }, path: string) {
  const context = await handler.query(new Request(`http://site.test${path}`));
  if (context instanceof Response) return { status: context.status };
  return { ids: context.matches.map((m) => m.route.id), loaderData: context.loaderData, status: context.statusCode };
}

describe('createStaticHandlers', () => {
  const paths = ['/', '/cart', '/autocar/minibus/12', '/en', '/en/coach-hire', '/voyages/neige', '/cart/extra'];

  it('answers every path exactly as the handler of the whole table', async () => {
    const handlers = createStaticHandlers(routes());
    for (const path of paths) {
      expect(await answer(handlers.forPath(path), path), path).toEqual(await answer(handlers.full, path));
    }
  });

  it('queries a handler that holds only the matched branch, the same one for a repeated path', async () => {
    const handlers = createStaticHandlers(routes());
    const first = handlers.forPath('/autocar/minibus/12');
    expect(first).not.toBe(handlers.full);
    expect(first.dataRoutes[0]!.children!.map((route) => route.id)).toEqual(['vehicle']);
    expect(handlers.forPath('/autocar/minibus/12')).toBe(first);
    // another path of the same branch reuses its handler
    expect(handlers.forPath('/autocar/midicar/7')).toBe(first);
  });

  it('falls back to the whole table when nothing matches', () => {
    const handlers = createStaticHandlers([{ id: 'root', path: '/', children: [leaf('cart', 'cart')] }]);
    expect(handlers.forPath('/nowhere')).toBe(handlers.full);
  });

  it('remembers a bounded number of paths and still answers the forgotten ones', async () => {
    const handlers = createStaticHandlers(routes(), 2);
    for (const path of paths) handlers.forPath(path);
    expect(await answer(handlers.forPath('/'), '/')).toEqual(await answer(handlers.full, '/'));
  });
});
