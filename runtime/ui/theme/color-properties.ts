import { cssColor, isDarkCssColor } from './css-color.ts';
import { isDarkTheme } from './is-dark-theme.ts';
import { parameterBoolean, parameterString, type ParameterList } from './parameter-value.ts';
import { themeDefaults, type ThemeColorKey } from './theme-defaults.ts';

/** Defaults used when DARK_THEME is set and the site gives no colour of its own. */
const darkDefaults: Record<ThemeColorKey, string> = {
  BACKGROUND_COLOR: '#121417',
  FONT_COLOR: '#eef1f4',
  MENU_COLOR: '#1b1f24',
  MENU_FONT_COLOR: '#eef1f4',
  HEADER_COLOR: '#1b1f24',
  FOOTER_COLOR: '#0b0d10',
  FOOTER_FONT_COLOR: '#eef1f4',
  PRIMARY_COLOR: '#7cb8f2',
  ACCENT_COLOR: '#f2a07c',
  TOP_BAR_COLOR: '#0b0d10',
  TOP_BAR_FONT_COLOR: '#eef1f4',
};

const properties: readonly (readonly [ThemeColorKey, string])[] = [
  ['BACKGROUND_COLOR', '--color-background'],
  ['FONT_COLOR', '--color-font'],
  ['MENU_COLOR', '--color-menu'],
  ['MENU_FONT_COLOR', '--color-menu-font'],
  ['HEADER_COLOR', '--color-header'],
  ['FOOTER_COLOR', '--color-footer'],
  ['FOOTER_FONT_COLOR', '--color-footer-font'],
  ['PRIMARY_COLOR', '--color-primary'],
  ['ACCENT_COLOR', '--color-accent'],
  ['TOP_BAR_COLOR', '--color-top-bar'],
  ['TOP_BAR_FONT_COLOR', '--color-top-bar-font'],
];

/** A readable text colour on `background`: near-white on dark colours, near-black on light ones. */
export function textColorOn(background: string): string {
  return isDarkCssColor(background) ? '#ffffff' : '#111418';
}

/** The colour custom properties, with the defaults of the light or the dark theme. */
export function colorProperties(parameters: ParameterList): Record<string, string> {
  const darkByParameter = parameterBoolean(parameters, 'DARK_THEME', themeDefaults.DARK_THEME);
  const dark = isDarkTheme(parameters);
  const result: Record<string, string> = {};
  for (const [key, property] of properties) {
    const fallback = darkByParameter ? darkDefaults[key] : themeDefaults[key];
    result[property] = cssColor(parameterString(parameters, key, fallback), fallback);
  }
  const primary = result['--color-primary'] ?? themeDefaults.PRIMARY_COLOR;
  const accent = result['--color-accent'] ?? themeDefaults.ACCENT_COLOR;
  result['--color-on-primary'] = textColorOn(primary);
  result['--color-on-accent'] = textColorOn(accent);
  result['--theme-dark'] = dark ? '1' : '0';
  result['--color-surface'] = dark ? 'rgba(255, 255, 255, 0.06)' : 'rgba(0, 0, 0, 0.04)';
  result['--color-border'] = dark ? 'rgba(255, 255, 255, 0.24)' : 'rgba(0, 0, 0, 0.16)';
  result['--color-focus'] = dark ? '#ffd166' : '#1a4fd6';
  result['--color-shadow'] = dark ? 'rgba(0, 0, 0, 0.6)' : 'rgba(15, 23, 42, 0.16)';
  return result;
}
