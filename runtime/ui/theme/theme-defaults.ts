/**
 * Defaults of the theme parameters (§9 where the specification gives one; colours chosen for
 * WCAG AA contrast: the default font colour on the default background is 15.9:1).
 */
export const themeDefaults = {
  BACKGROUND_COLOR: '#ffffff',
  FONT_COLOR: '#1f2933',
  MENU_COLOR: '#ffffff',
  MENU_FONT_COLOR: '#1f2933',
  HEADER_COLOR: '#ffffff',
  FOOTER_COLOR: '#1f2933',
  FOOTER_FONT_COLOR: '#f5f7fa',
  PRIMARY_COLOR: '#0b5cad',
  ACCENT_COLOR: '#b3261e',
  TOP_BAR_COLOR: '#0b5cad',
  TOP_BAR_FONT_COLOR: '#ffffff',
  DARK_THEME: false,
  LOGO_POSITION: 'LEFT',
  LOGO_HEIGHT: 90,
  LOGO_FOOTER_HEIGHT: 100,
  LOGO_MOBILE_HEIGHT: 100,
  LOGO_MARGIN_TOP: 25,
  LOGO_MARGIN_BOTTOM: 25,
  MENU_FONT_SIZE: 14,
  TITLE_FONT_SIZE: 16,
  CONTENT_FONT_SIZE: 12,
  SUBMENU_WIDTH: 250,
  MENU_ICON_SIZE: 12,
  DETAIL_PAGE_TOP_MARGIN: 28,
  MENU_TYPE: 'RELATIVE',
  MENU_ALIGNMENT: 'LEFT',
  MENU_POSITION: 'TOP',
  MENU_HOVER_STYLE: 'UNDERLINE',
  SUBMENU_ALIGNMENT: 'LEFT',
  SUBMENU_SHADOW: true,
  FIXED_MENU: false,
  MOBILE_MENU_POSITION: 'BOTTOM',
  TOP_OF_PAGE_BUTTON: true,
  SMALL_LANGUAGE_MENU: true,
} as const;

export type ThemeColorKey =
  | 'BACKGROUND_COLOR'
  | 'FONT_COLOR'
  | 'MENU_COLOR'
  | 'MENU_FONT_COLOR'
  | 'HEADER_COLOR'
  | 'FOOTER_COLOR'
  | 'FOOTER_FONT_COLOR'
  | 'PRIMARY_COLOR'
  | 'ACCENT_COLOR'
  | 'TOP_BAR_COLOR'
  | 'TOP_BAR_FONT_COLOR';
