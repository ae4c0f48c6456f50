import { describe, expect, it } from 'vitest';
import { headTags } from './head-tags.ts';
import { renderHeadTags } from './render-head-tags.ts';

const base = {
  title: 'Voyages organisés | Autocars',
  description: 'Circuits en France et en Europe',
  alternates: { fr: '/voyages-organises', en: '/en/organised-trips' },
  origin: 'https://autocars.example/',
  siteName: 'Autocars',
};

const attr = (tags: ReturnType<typeof headTags>, key: string, value: string) =>
  tags.find((tag) => tag.tag !== 'title' && (tag.attributes as Record<string, string | undefined>)[key] === value);

describe('headTags', () => {
  it('gives the English page its own canonical, hreflang alternates and x-default in French', () => {
    const tags = headTags({ ...base, locale: 'en' });
    expect(tags[0]).toEqual({ tag: 'title', text: base.title });
    expect(attr(tags, 'rel', 'canonical')).toMatchObject({ attributes: { href: 'https://autocars.example/en/organised-trips' } });
    expect(attr(tags, 'hreflang', 'fr')).toMatchObject({ attributes: { href: 'https://autocars.example/voyages-organises' } });
    expect(attr(tags, 'hreflang', 'en')).toMatchObject({ attributes: { href: 'https://autocars.example/en/organised-trips' } });
    expect(attr(tags, 'hreflang', 'x-default')).toMatchObject({ attributes: { href: 'https://autocars.example/voyages-organises' } });
    expect(attr(tags, 'property', 'og:locale')).toMatchObject({ attributes: { content: 'en_GB' } });
    expect(attr(tags, 'property', 'og:locale:alternate')).toMatchObject({ attributes: { content: 'fr_FR' } });
    expect(attr(tags, 'property', 'og:url')).toMatchObject({ attributes: { content: 'https://autocars.example/en/organised-trips' } });
    expect(attr(tags, 'name', 'description')).toMatchObject({ attributes: { content: base.description } });
    expect(attr(tags, 'property', 'og:site_name')).toMatchObject({ attributes: { content: 'Autocars' } });
  });

  it('makes a site image path absolute and leaves out empty descriptions', () => {
    const tags = headTags({ ...base, locale: 'fr_FR', description: ' ', image: '/ik-seo/fleet/coach.png' });
    expect(attr(tags, 'property', 'og:image')).toMatchObject({ attributes: { content: 'https://autocars.example/ik-seo/fleet/coach.png' } });
    expect(attr(tags, 'name', 'description')).toBeUndefined();
    expect(attr(tags, 'property', 'og:locale')).toMatchObject({ attributes: { content: 'fr_FR' } });
  });

  it('rejects a bad origin, a bad path and an empty title', () => {
    expect(() => headTags({ ...base, locale: 'fr_FR', origin: 'autocars.example' })).toThrow(/origin/);
    expect(() => headTags({ ...base, locale: 'fr_FR', alternates: { fr: 'x', en: '/en' } })).toThrow(/path/);
    expect(() => headTags({ ...base, locale: 'fr_FR', title: '' })).toThrow(/title/);
  });

  it('renders tags as escaped HTML', () => {
    const html = renderHeadTags(headTags({ ...base, locale: 'fr_FR', title: 'A <b> & "c"' }));
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(html).toContain('<meta property="og:title" content="A &lt;b&gt; &amp; &quot;c&quot;">');
    expect(html).toContain('<link rel="canonical" href="https://autocars.example/voyages-organises">');
  });
});
