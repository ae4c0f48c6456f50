import { cssColor, isDarkCssColor } from './css-color.ts';
import { parameterBoolean, parameterString, type ParameterList } from './parameter-value.ts';
import { themeDefaults } from './theme-defaults.ts';

/**
 * The site shows its dark theme when DARK_THEME is set, or when its background colour is dark
 * (luminance under 128, the §9 threshold, decided by `isDarkColor`).
 */
export function isDarkTheme(parameters: ParameterList): boolean {
  if (parameterBoolean(parameters, 'DARK_THEME', themeDefaults.DARK_THEME)) return true;
  const background = cssColor(
    parameterString(parameters, 'BACKGROUND_COLOR', themeDefaults.BACKGROUND_COLOR),
    themeDefaults.BACKGROUND_COLOR,
  );
  return isDarkCssColor(background);
}
