import { breakpoints } from './breakpoints.ts';
import {
  parameterBoolean,
  parameterChoice,
  parameterNumber,
  type ParameterList,
} from './parameter-value.ts';
import { themeDefaults as d } from './theme-defaults.ts';

const JUSTIFY = { LEFT: 'flex-start', CENTER: 'center', RIGHT: 'flex-end' } as const;
const ALIGN = ['LEFT', 'CENTER', 'RIGHT'] as const;

function px(parameters: ParameterList, key: keyof typeof d, fallback: number): string {
  return `${Math.max(0, parameterNumber(parameters, key, fallback))}px`;
}

/** Sizes, margins, logo and menu options, and the §9 breakpoints, as custom properties. */
export function layoutProperties(parameters: ParameterList): Record<string, string> {
  const logoPosition = parameterChoice(parameters, 'LOGO_POSITION', ['LEFT', 'CENTER'], d.LOGO_POSITION);
  const menuAlignment = parameterChoice(parameters, 'MENU_ALIGNMENT', ALIGN, d.MENU_ALIGNMENT);
  const submenuAlignment = parameterChoice(parameters, 'SUBMENU_ALIGNMENT', ALIGN, d.SUBMENU_ALIGNMENT);
  const menuType = parameterChoice(parameters, 'MENU_TYPE', ['RELATIVE', 'ABSOLUTE'], d.MENU_TYPE);
  const fixed = parameterBoolean(parameters, 'FIXED_MENU', d.FIXED_MENU);
  const hover = parameterChoice(parameters, 'MENU_HOVER_STYLE', ['UNDERLINE', 'BACKGROUND', 'COLOR'], d.MENU_HOVER_STYLE);
  const mobileMenu = parameterChoice(parameters, 'MOBILE_MENU_POSITION', ['BOTTOM', 'TOP'], d.MOBILE_MENU_POSITION);
  const shadow = parameterBoolean(parameters, 'SUBMENU_SHADOW', d.SUBMENU_SHADOW);
  const result: Record<string, string> = {
    '--logo-position': logoPosition.toLowerCase(),
    '--logo-justify': JUSTIFY[logoPosition],
    '--logo-height': px(parameters, 'LOGO_HEIGHT', d.LOGO_HEIGHT),
    '--logo-footer-height': px(parameters, 'LOGO_FOOTER_HEIGHT', d.LOGO_FOOTER_HEIGHT),
    '--logo-mobile-height': px(parameters, 'LOGO_MOBILE_HEIGHT', d.LOGO_MOBILE_HEIGHT),
    '--logo-margin-top': px(parameters, 'LOGO_MARGIN_TOP', d.LOGO_MARGIN_TOP),
    '--logo-margin-bottom': px(parameters, 'LOGO_MARGIN_BOTTOM', d.LOGO_MARGIN_BOTTOM),
    '--menu-icon-size': px(parameters, 'MENU_ICON_SIZE', d.MENU_ICON_SIZE),
    '--detail-page-top-margin': px(parameters, 'DETAIL_PAGE_TOP_MARGIN', d.DETAIL_PAGE_TOP_MARGIN),
    '--submenu-width': px(parameters, 'SUBMENU_WIDTH', d.SUBMENU_WIDTH),
    '--menu-justify': JUSTIFY[menuAlignment],
    '--submenu-text-align': submenuAlignment.toLowerCase(),
    '--submenu-shadow': shadow ? '0 8px 24px var(--color-shadow)' : 'none',
    '--menu-position': menuType === 'ABSOLUTE' ? 'absolute' : 'relative',
    '--header-position': fixed ? 'sticky' : 'relative',
    // keywords for scripts and style queries; the shell switches on the matching data-* attributes
    '--menu-hover-style': hover.toLowerCase(),
    '--mobile-menu-position': mobileMenu.toLowerCase(),
  };
  for (const [name, width] of Object.entries(breakpoints)) {
    result[`--breakpoint-${name}`] = `${width}px`;
  }
  return result;
}
