import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localSvgPath } from './local-svg-path.ts';

const folder = '/srv/site-configs/autocars';
const media = resolve(folder, 'media');

describe('localSvgPath', () => {
  it('maps /media and image CDN paths into the media folder', () => {
    expect(localSvgPath('/media/logos/logo.svg', folder, [])).toBe(`${media}/logos/logo.svg`);
    expect(localSvgPath('/ik-seo/logos/logo.svg?tr=w-10', folder, [])).toBe(`${media}/logos/logo.svg`);
  });

  it('accepts absolute URLs of the site hosts only', () => {
    expect(localSvgPath('http://autocars.localhost:3000/media/a.svg', folder, ['autocars.localhost'])).toBe(`${media}/a.svg`);
    expect(localSvgPath('https://evil.example/media/a.svg', folder, ['autocars.localhost'])).toBeNull();
  });

  it('refuses traversal, other extensions and other folders', () => {
    expect(localSvgPath('/media/../site.json', folder, [])).toBeNull();
    expect(localSvgPath('/media/%2e%2e/%2e%2e/secret.svg', folder, [])).toBeNull();
    expect(localSvgPath('/media/logos/logo.png', folder, [])).toBeNull();
    expect(localSvgPath('/fonts/x.svg', folder, [])).toBeNull();
    expect(localSvgPath('//evil.example/media/a.svg', folder, [])).toBeNull();
    expect(localSvgPath('file:///etc/passwd.svg', folder, [])).toBeNull();
  });

  it('reads the CDN path the pages use, the SEO name dropped (as the web server does)', () => {
    const site = join(import.meta.dirname, '../../../site-configs/autocars');
    expect(localSvgPath('/ik-seo/media/fleet/tour-bus/tourbus-de-tournee.svg', site, [])).toBe(join(site, 'media/fleet/tour-bus.svg'));
    expect(localSvgPath('/ik-seo/fleet/tour-bus/tourbus.svg?tr=w-320', site, [])).toBe(join(site, 'media/fleet/tour-bus.svg'));
    expect(localSvgPath('/ik-seo/media/%2e%2e/%2e%2e/site/x.svg', site, [])).toBeNull();
  });
});
