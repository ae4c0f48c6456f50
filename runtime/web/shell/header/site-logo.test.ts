import { describe, expect, it } from 'vitest';
import { footerLogoTypes, headerLogoTypes, pickLogo } from './site-logo.ts';

const logos = [
  { type: 'LOGO', onlineImage: { url: '/media/logos/logo.svg' }, alt: 'Autocars Bocage Vendée' },
  { type: 'LOGO_DARK_THEME', onlineImage: { url: '/media/logos/logo-dark-theme.svg' }, alt: '' },
  { type: 'LOGO_FAVICON', url: '/media/logos/favicon.svg' },
];

describe('pickLogo', () => {
  it('uses the main logo on a light theme', () => {
    expect(pickLogo(logos, headerLogoTypes(false), 'Autocars')).toEqual({ src: '/media/logos/logo.svg', alt: 'Autocars Bocage Vendée' });
  });
  it('uses the dark-theme variant on a dark theme, the company name as its missing alt', () => {
    expect(pickLogo(logos, headerLogoTypes(true), 'Autocars')).toEqual({ src: '/media/logos/logo-dark-theme.svg', alt: 'Autocars' });
  });
  it('falls back to the header logo in the footer, and to null without logos', () => {
    expect(pickLogo(logos, footerLogoTypes(false), 'Autocars')?.src).toBe('/media/logos/logo.svg');
    expect(pickLogo(undefined, footerLogoTypes(false), 'Autocars')).toBeNull();
  });
});
