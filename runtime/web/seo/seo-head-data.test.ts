import { describe, expect, it } from 'vitest';
import { seoHeadData, type SeoRoot } from './seo-head-data.ts';
import { seoOrigin } from './seo-origin.ts';
import { organizationJsonLdText } from './organization-json-ld-text.ts';

const root: SeoRoot = {
  locale: 'en',
  siteInfo: { idSite: 87, name: 'autocars', url: 'https://www.autocars.example/', logos: [{ type: 'LOGO', onlineImage: { url: '/media/logos/logo.svg' } }] } as unknown as SeoRoot['siteInfo'],
  parameters: [
    { type: 'COMPANY_NAME', value: 'Autocars du Bocage' },
    { type: 'COMPANY_DESCRIPTION', value: '<p>Coaches & minibuses</p>' },
    { type: 'COMPANY_PHONE', value: '02 51 00 00 00' },
    { type: 'HEAD_OFFICE', value: '12 rue des Lilas, 85000 La Roche-sur-Yon' },
  ],
};
const page = { title: 'Organised trips', metaDescription: '', paths: { fr: '/voyages-organises', en: '/en/organised-trips' } };

const find = (tags: ReturnType<typeof seoHeadData>['tags'], predicate: (tag: any) => boolean) => tags.find(predicate) as any;

describe('seoOrigin', () => {
  it('takes the configured url, else prodUrl, else the request origin', () => {
    expect(seoOrigin({ url: 'https://www.a.fr/some/path' })).toBe('https://www.a.fr');
    expect(seoOrigin({ url: '', prodUrl: 'https://b.fr' })).toBe('https://b.fr');
    expect(seoOrigin({ url: 'javascript:alert(1)' }, 'http://autocars.localhost:3000')).toBe('http://autocars.localhost:3000');
    expect(seoOrigin({}, 'not a url')).toBeNull();
  });
});

describe('seoHeadData', () => {
  it('gives the title with the company name, the canonical of this language and the three hreflang alternates', () => {
    const { tags } = seoHeadData(root, page);
    expect(find(tags, (tag) => tag.tag === 'title').text).toBe('Organised trips | Autocars du Bocage');
    expect(find(tags, (tag) => tag.attributes?.rel === 'canonical').attributes.href).toBe('https://www.autocars.example/en/organised-trips');
    const alternates = tags.filter((tag: any) => tag.attributes?.rel === 'alternate').map((tag: any) => [tag.attributes.hreflang, tag.attributes.href]);
    expect(alternates).toEqual([
      ['fr', 'https://www.autocars.example/voyages-organises'],
      ['en', 'https://www.autocars.example/en/organised-trips'],
      ['x-default', 'https://www.autocars.example/voyages-organises'],
    ]);
  });

  it('falls back on the company description as text, and gives Open Graph tags with the logo', () => {
    const { tags } = seoHeadData(root, page);
    expect(find(tags, (tag) => tag.attributes?.name === 'description').attributes.content).toBe('Coaches & minibuses');
    expect(find(tags, (tag) => tag.attributes?.property === 'og:image').attributes.content).toBe('https://www.autocars.example/ik-seo/media/logos/logo/logo.svg');
    expect(find(tags, (tag) => tag.attributes?.property === 'og:locale').attributes.content).toBe('en_GB');
  });

  it('leaves the LocalBusiness JSON-LD to the footer: the head holds only a detail page\'s own', () => {
    expect(seoHeadData(root, page).jsonLd).toBeNull();
    expect(seoHeadData(root, { ...page, head: { tags: [], jsonLd: '{"@type":"Product"}' } }).jsonLd).toBe('{"@type":"Product"}');
  });
});

describe('organizationJsonLdText', () => {
  it('gives the LocalBusiness JSON-LD with no way to close its script element', () => {
    const hostile = [...root.parameters, { type: 'COMPANY_EMAIL', value: '</script><script>alert(1)</script>' }];
    const jsonLd = organizationJsonLdText(hostile, root.siteInfo);
    expect(jsonLd).not.toContain('</script>');
    const parsed = JSON.parse(jsonLd ?? '{}');
    expect(parsed['@type']).toBe('LocalBusiness');
    expect(parsed.url).toBe('https://www.autocars.example/');
    expect(parsed.telephone).toBe('+33251000000');
    expect(parsed.address.postalCode).toBe('85000');
  });

  it('gives none without a usable public address', () => {
    expect(organizationJsonLdText(root.parameters, { name: 'autocars' })).toBeNull();
  });
});

describe('seoHeadData without an origin', () => {
  it('gives only title and description when the site has no usable origin', () => {
    const bare = { ...root, siteInfo: { idSite: 87, name: 'autocars' } };
    const { tags, jsonLd } = seoHeadData(bare, page);
    expect(tags.map((tag) => tag.tag)).toEqual(['title', 'meta']);
    expect(jsonLd).toBeNull();
  });
});
