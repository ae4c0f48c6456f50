import { colorProperties } from './color-properties.ts';
import { fontProperties } from './font-properties.ts';
import { isDarkTheme } from './is-dark-theme.ts';
import { layoutProperties } from './layout-properties.ts';
import type { ParameterList } from './parameter-value.ts';
import { scaleCss } from './scale-css.ts';
import { siteFonts } from './site-fonts.ts';

/** The part of site info (`GET /site/info`) the theme reads. */
export type ThemeSiteInfo = { readonly fonts?: readonly unknown[] | null };

/**
 * The theme of a site as one `:root` rule of CSS custom properties: colours (with the §9
 * defaults), fonts per TITLE/CONTENT/MENU, sizes and margins, logo and menu options, the dark
 * theme and the breakpoints, then the design system's scales (scale-css.ts). Every value is validated, so a parameter cannot inject CSS.
 */
export function themeCss(parameters: ParameterList, siteInfo: ThemeSiteInfo): string {
  const properties = {
    ...colorProperties(parameters),
    ...fontProperties(parameters, siteFonts(siteInfo.fonts)),
    ...layoutProperties(parameters),
  };
  const declarations = Object.entries(properties).map(([name, value]) => `${name}:${value}`);
  const scheme = isDarkTheme(parameters) ? 'dark' : 'light';
  return `:root{color-scheme:${scheme};${declarations.join(';')}}${scaleCss()}`;
}
