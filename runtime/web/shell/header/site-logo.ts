import type { ServedLogo } from '../../../../schemas/api/site.ts';

export type LogoType = 'LOGO' | 'LOGO_DARK_THEME' | 'LOGO_FOOTER' | 'LOGO_LIGHT_THEME' | 'LOGO_FAVICON';

export interface SiteLogo {
  src: string;
  alt: string;
  /** Intrinsic size, when the site gives it (issue 39: the image's room is reserved). */
  width?: number;
  height?: number;
}

function logoSource(logo: ServedLogo): string {
  const online = (logo as { onlineImage?: { url?: unknown } }).onlineImage;
  if (typeof online?.url === 'string' && online.url !== '') return online.url;
  return logo.url || logo.src || '';
}

/**
 * The first logo of the wanted types that has an image (§3 Logo types), with its alt text (the
 * company name when the logo has none). Header: LOGO_DARK_THEME then LOGO on a dark theme,
 * LOGO (or LOGO_LIGHT_THEME) otherwise; footer: LOGO_FOOTER then the header's choice.
 */
export function pickLogo(logos: readonly ServedLogo[] | undefined, types: readonly LogoType[], fallbackAlt: string): SiteLogo | null {
  for (const type of types) {
    const logo = logos?.find((candidate) => candidate.type === type && logoSource(candidate) !== '');
    if (logo) {
      // width and height: integers or absent, as the site schema checks them.
      const { alt, width, height } = logo as { alt?: unknown; width?: number; height?: number };
      return { src: logoSource(logo), alt: typeof alt === 'string' && alt.trim() ? alt.trim() : fallbackAlt, width, height };
    }
  }
  return null;
}

export function headerLogoTypes(dark: boolean): LogoType[] {
  return dark ? ['LOGO_DARK_THEME', 'LOGO'] : ['LOGO', 'LOGO_LIGHT_THEME'];
}

export function footerLogoTypes(dark: boolean): LogoType[] {
  return ['LOGO_FOOTER', ...headerLogoTypes(dark)];
}
