import { isDarkTheme } from '../../ui/theme/is-dark-theme.ts';
import { parameterBoolean, parameterChoice, type ParameterList } from '../../ui/theme/parameter-value.ts';
import { themeDefaults as d } from '../../ui/theme/theme-defaults.ts';

/** The header and layout switches of the site parameters, with the §9 defaults. */
export function shellOptions(parameters: ParameterList) {
  return {
    dark: isDarkTheme(parameters),
    fixedMenu: parameterBoolean(parameters, 'FIXED_MENU', d.FIXED_MENU),
    topOfPageButton: parameterBoolean(parameters, 'TOP_OF_PAGE_BUTTON', d.TOP_OF_PAGE_BUTTON),
    smallLanguageMenu: parameterBoolean(parameters, 'SMALL_LANGUAGE_MENU', d.SMALL_LANGUAGE_MENU),
    mobileMenuPosition: parameterChoice(parameters, 'MOBILE_MENU_POSITION', ['BOTTOM', 'TOP'], d.MOBILE_MENU_POSITION),
    hoverStyle: parameterChoice(parameters, 'MENU_HOVER_STYLE', ['UNDERLINE', 'BACKGROUND', 'COLOR'], d.MENU_HOVER_STYLE),
    submenuAlignment: parameterChoice(parameters, 'SUBMENU_ALIGNMENT', ['LEFT', 'CENTER', 'RIGHT'], d.SUBMENU_ALIGNMENT),
    menuPosition: parameterChoice(parameters, 'MENU_POSITION', ['TOP', 'BELOW_LOGO'], d.MENU_POSITION),
    logoPosition: parameterChoice(parameters, 'LOGO_POSITION', ['LEFT', 'CENTER'], d.LOGO_POSITION),
    showAddressInHeader: parameterBoolean(parameters, 'SHOW_ADDRESS_IN_HEADER', false),
    showAddressInFooter: parameterBoolean(parameters, 'SHOW_ADDRESS_IN_FOOTER', false),
    showSearchBar: parameterBoolean(parameters, 'SHOW_SEARCH_BAR', false),
    cartOnHover: parameterBoolean(parameters, 'CART_ON_HOVER', false),
  };
}

export type ShellOptions = ReturnType<typeof shellOptions>;
