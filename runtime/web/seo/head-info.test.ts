import { describe, expect, it } from 'vitest';
import { defaultDescription, documentTitle, faviconHref, safeStyleText } from './head-info.ts';
import { mediaCdnPath } from '../../engine/data/media-path.ts';

describe('document head', () => {
  it('puts the page title before the site name', () => {
    expect(documentTitle('Nous contacter', 'Autocars')).toBe('Nous contacter | Autocars');
    expect(documentTitle('', 'Autocars')).toBe('Autocars');
    expect(documentTitle('Autocars', 'Autocars')).toBe('Autocars');
    expect(documentTitle('Autocars Bocage : location de car', 'Autocars Bocage')).toBe('Autocars Bocage : location de car');
  });
  it('links the favicon logo through the image CDN', () => {
    const info = { idSite: 87, name: 'A', logos: [{ type: 'LOGO', url: '/media/logo.svg' }, { type: 'LOGO_FAVICON', onlineImage: { url: '/media/logos/favicon.png' } }] };
    expect(faviconHref(info)).toBe('/ik-seo/media/logos/favicon/favicon.png');
    expect(faviconHref({ idSite: 87, name: 'A', logos: [] })).toBeNull();
  });
  it('keeps CDN paths of absolute URLs untouched', () => {
    expect(mediaCdnPath('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(mediaCdnPath('/media/fleet/coach.svg', 'autocar')).toBe('/ik-seo/media/fleet/coach/autocar.svg');
  });
  it('describes pages without a description with the company description, as text', () => {
    const parameters = [{ type: 'COMPANY_DESCRIPTION', value: '<p>Transport de voyageurs depuis 1919.</p>' }];
    expect(defaultDescription(parameters)).toBe('Transport de voyageurs depuis 1919.');
    expect(defaultDescription([{ type: 'COMPANY_DESCRIPTION', value: 'mot '.repeat(100) }], 40).length).toBeLessThanOrEqual(40);
    expect(defaultDescription([])).toBe('');
  });
  it('does not let CSS close its style element', () => {
    expect(safeStyleText('a{}</style><script>x</script>')).not.toContain('</style>');
  });
});
