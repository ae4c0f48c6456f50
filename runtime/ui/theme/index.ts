export { breakpoints, isMobileWidth, type BreakpointName } from './breakpoints.ts';
export { cssColor, isDarkCssColor } from './css-color.ts';
export { fontFaces } from './font-faces.ts';
export { cssString } from './css-string.ts';
export { fontPreloads, type FontPreload } from './font-preloads.ts';
export { cssFontFamily, primaryFontFamily, FALLBACK_FONT_STACK } from './css-font-family.ts';
export { fontWeightFromFileName, fontStyleFromFileName } from './font-weight-from-file-name.ts';
export { isDarkTheme } from './is-dark-theme.ts';
export {
  parameterValue,
  parameterString,
  parameterNumber,
  parameterBoolean,
  parameterChoice,
  type ParameterLike,
  type ParameterList,
} from './parameter-value.ts';
export { siteFonts, type SiteFont } from './site-fonts.ts';
export { themeCss, type ThemeSiteInfo } from './theme-css.ts';
export { themeDefaults } from './theme-defaults.ts';
