import { describe, expect, it } from 'vitest';
import { mediaUsage } from './media-usage.ts';

const hash = 'a'.repeat(64);
const src = `/media/library/${hash}.jpg`;

describe('mediaUsage', () => {
  it('names each file, pointer and block using the picture, and nothing else', () => {
    const home = JSON.stringify({ config: { layout: [{ type: 'hero', props: { image: { src, alt: { fr: 'a', en: 'a' } } } }, { type: 'text', props: { body: 'x' } }] } });
    const site = JSON.stringify({ logo: { src } });
    const other = JSON.stringify({ config: { layout: [{ type: 'hero', props: { image: { src: `/media/library/${'b'.repeat(64)}.jpg` } } }] } });
    const documents = new Map([['components/home.json', home], ['site.json', site], ['components/other.json', other], ['broken.json', `{${src}`]]);
    expect(mediaUsage('draft', documents, hash)).toEqual([
      { state: 'draft', file: 'components/home.json', pointer: '/config/layout/0/props/image/src', block: 'hero' },
      { state: 'draft', file: 'site.json', pointer: '/logo/src', block: null },
    ]);
  });
});
