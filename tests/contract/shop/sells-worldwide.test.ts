import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../server/paths.ts';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { DOMAINE } from './shop-helpers.test-utils.ts';

/** A copy of site-configs where domaine sells worldwide (SELLS_WORLDWIDE true). */
function worldwideConfigs(): string {
  const root = mkdtempSync(join(tmpdir(), 'vitrine-worldwide-'));
  cpSync(resolve(projectRoot, 'site-configs'), root, { recursive: true, filter: (src) => !/[\\/](media|fonts|media-src)$/.test(src) });
  const path = join(root, 'domaine', 'parameters.json');
  const doc = JSON.parse(readFileSync(path, 'utf8')) as { parameters: { type: string; value: unknown }[] };
  doc.parameters.find((one) => one.type === 'SELLS_WORLDWIDE')!.value = true;
  writeFileSync(path, JSON.stringify(doc, null, 2));
  return root;
}

const body = (country: string, postalCode: string) => ({ body: { products: [{ idProduct: 1, idDeclination: 101, quantity: 6 }], postalCode, country }, site: DOMAINE });

let europe: Harness;
let world: Harness;
let worldRoot: string;
beforeAll(async () => {
  worldRoot = worldwideConfigs();
  europe = await createHarness();
  world = await createHarness({ siteConfigs: worldRoot });
});
afterAll(async () => {
  await europe?.close();
  await world?.close();
  rmSync(worldRoot, { recursive: true, force: true });
});

describe('SELLS_WORLDWIDE (issue 37, row 4)', () => {
  it('refuses a country outside Europe with a clear message in the request language when the shop does not sell worldwide', async () => {
    const en = await europe.request('POST', '/calculate/shipping-fees', { ...body('USA', '10001'), lang: 'en' });
    expect(en.status).toBe(400);
    expect(en.json?.message).toBe('This shop does not deliver to this country (USA): it ships within Europe only');
    expect(en.json?.data).toEqual({ errors: { country: en.json?.message } });
    const fr = await europe.request('POST', '/calculate/shipping-fees', { ...body('USA', '10001'), lang: 'fr_FR' });
    expect(fr.json?.message).toBe('Cette boutique ne livre pas dans ce pays (USA) : elle livre en Europe uniquement');
    const belgium = await europe.request('POST', '/calculate/shipping-fees', { ...body('BEL', '1000'), lang: 'en' });
    expect(belgium.status).toBe(200);
    expect(belgium.json?.data.length).toBeGreaterThan(0);
  });

  it('quotes the zones outside Europe when the shop sells worldwide', async () => {
    const usa = await world.request('POST', '/calculate/shipping-fees', { ...body('USA', '10001'), lang: 'en' });
    expect(usa.status).toBe(200);
    expect(usa.json?.data).toEqual([expect.objectContaining({ name: 'Colissimo Domicile', price: 69, deliveryType: 'DELIVERY' })]);
  });

  it('publishes shipping rates outside Europe only when the shop sells worldwide', async () => {
    const countries = async (h: Harness) => ((await h.request('GET', '/shipping/rates', { site: DOMAINE })).json?.data.rates as { country: string }[]).map((one) => one.country);
    expect(await countries(europe)).not.toContain('US');
    expect(await countries(europe)).toContain('BE');
    expect(await countries(world)).toEqual(expect.arrayContaining(['US', 'CA', 'JP', 'BE']));
  });
});
