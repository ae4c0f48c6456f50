import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../runtime/engine/api/create-api-client.ts';
import { prepareLayout } from './prepare-layout.server.ts';

const api = createApiClient({ baseUrl: 'http://api.invalid', idSite: 87, locale: 'fr_FR', fetch: async () => new Response('{}') });
const valid = { type: 'hero', props: { title: 'Depuis 1919' } };

describe('prepareLayout', () => {
  it('keeps valid blocks with stable keys, slots included', async () => {
    const nodes = await prepareLayout([valid, { ...valid, slots: { aside: [valid] } }], { dev: false, locale: 'fr_FR', api, source: 'test', log: () => {} });
    expect(nodes.map((node) => node.key)).toEqual(['0', '1']);
    expect(nodes[1]!.slots!.aside![0]!.key).toBe('1.aside.0');
  });

  it("leaves a block's configuration key out of what renders (component format 2): the nodes are the same with or without it", async () => {
    const options = { dev: false, locale: 'fr_FR', api, source: 'test', log: () => {} } as const;
    const keyed = await prepareLayout([{ key: 'hero0001', ...valid, slots: { aside: [{ key: 'hero0002', ...valid }] } }], options);
    const unkeyed = await prepareLayout([{ ...valid, slots: { aside: [valid] } }], options);
    expect(keyed).toEqual(unkeyed);
  });

  it('passes unknown types through for the renderer to report', async () => {
    const nodes = await prepareLayout([{ type: 'carousel-3d', props: {} }], { dev: false, locale: 'fr_FR', api, source: 'test', log: () => {} });
    expect(nodes[0]!.type).toBe('carousel-3d');
  });

  it('hands the page URL and the route parameters to the block loaders', async () => {
    const calls: string[] = [];
    const recording = createApiClient({
      baseUrl: 'http://api.invalid',
      idSite: 88,
      locale: 'fr_FR',
      fetch: async (input) => {
        calls.push(String(input));
        return new Response(JSON.stringify({ success: true, data: { news: [], total: 0 }, message: '' }), { headers: { 'content-type': 'application/json' } });
      },
    });
    const nodes = await prepareLayout([{ type: 'news-list', props: { showPromoted: false } }], {
      dev: false,
      locale: 'fr_FR',
      api: recording,
      source: 'test',
      log: () => {},
      url: new URL('http://domaine.localhost/actualites?page=3'),
      params: { id: '4' },
    });
    expect(nodes).toHaveLength(1);
    expect(calls.some((call) => call.includes('/news?') && call.includes('page=3'))).toBe(true);
  });
});
