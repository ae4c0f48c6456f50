import { describe, expect, it } from 'vitest';
import { ServedComponentConfSchema, ServedPageDetailSchema, ServedPageSchema, ServedPageTreeSchema } from '../api/pages.ts';
import { ServedParametersSchema, ServedSiteInfoSchema } from '../api/site.ts';
import { validateServed } from './validate-served.ts';

const page = (id: number, children: unknown[] = []) => ({ id, title: `Page ${id}`, url: `page-${id}`, children });

describe('validateServed', () => {
  it('accepts a page tree at any depth, with properties the schema does not list', () => {
    const tree = [page(1, [page(2, [page(3)])]), { ...page(4), isValid: true, link: null }];
    expect(validateServed(ServedPageTreeSchema, tree)).toEqual({ ok: true, value: tree });
  });

  it('refuses a page deep in the tree whose title is not a string, naming its pointer', () => {
    const result = validateServed(ServedPageTreeSchema, [page(1, [page(2, [{ ...page(3), title: 12 }])])]);
    expect(result).toEqual({ ok: false, errors: ['/0/children/0/children/0/title: must be string'] });
  });

  it('refuses a page detail without its paths in each language', () => {
    const result = validateServed(ServedPageDetailSchema, { ...page(1), paths: { fr: '/accueil' } });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toContain("/paths: must have required property 'en'");
  });

  it('accepts a layout whose blocks nest in slots, and refuses a block without a type', () => {
    const layout = [{ type: 'columns', props: {}, slots: { left: [{ type: 'text', props: { html: '<p>a</p>' } }] } }];
    expect(validateServed(ServedComponentConfSchema, { slug: 'home', config: { layout } }).ok).toBe(true);
    const broken = [{ type: 'columns', props: {}, slots: { left: [{ props: {} }] } }];
    expect(validateServed(ServedComponentConfSchema, { slug: 'home', config: { layout: broken } })).toEqual({
      ok: false,
      errors: ["/config/layout/0/slots/left/0: must have required property 'type'"],
    });
  });

  it('accepts parameters whose values are strings, numbers, booleans or null', () => {
    const parameters = [
      { type: 'PHONE', value: '04 00 00 00 00' },
      { type: 'FREE_SHIPPING_PRICE', kind: 'number', value: 150 },
      { type: 'SHOW_PRICES', value: true },
      { type: 'LOGO', label: null, value: null },
    ];
    expect(validateServed(ServedParametersSchema, parameters).ok).toBe(true);
    expect(validateServed(ServedParametersSchema, [{ type: '', value: 'x' }]).ok).toBe(false);
  });

  it('lists at most five errors, so a log line stays readable', () => {
    const result = validateServed(ServedSiteInfoSchema, { idSite: 'x', name: 1, isECommerce: 'y', isWinemaker: 'z', languages: 3, logos: 4 });
    expect(result.ok ? [] : result.errors).toHaveLength(5);
  });

  it('gives the same verdict when a schema is used again (compiled once)', () => {
    for (let round = 0; round < 3; round += 1) {
      expect(validateServed(ServedSiteInfoSchema, { idSite: 87, name: 'Autocars' }).ok).toBe(true);
      expect(validateServed(ServedSiteInfoSchema, { idSite: 87 }).ok).toBe(false);
    }
  });

  it('checks one page and a page tree alike: a recursive type shared by two answers compiles on the one Ajv', () => {
    expect(validateServed(ServedPageTreeSchema, [page(1, [page(2)])]).ok).toBe(true);
    expect(validateServed(ServedPageSchema, page(1, [page(2)])).ok).toBe(true);
    expect(validateServed(ServedPageSchema, page(1, [{ id: 2 }])).ok).toBe(false);
  });
});
