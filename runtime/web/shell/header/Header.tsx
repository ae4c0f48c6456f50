import { Suspense, useMemo, useRef, type ReactNode } from 'react';
import { useIntl } from '../../i18n/use-intl.ts';
import type { Locale } from '../../../../rules/locale.ts';
import type { ServedPaths } from '../../../../schemas/api/pages.ts';
import { withLocalePrefix } from '../../../engine/router/locale.ts';
import { KeptPart } from '../../render/kept/KeptPart.tsx';
import { lazyPart } from '../../render/kept/lazy-part.tsx';
import { LogoLink } from './LogoLink.tsx';
import './header-tools.css';
// The search's styles come with the page: the browser keeps the search's server HTML and loads its code only on a language change.
import './header-search.css';
import { MenuBar } from '../menu/MenuBar.tsx';
import { MenuButton } from '../menu/MenuButton.tsx';
import type { MenuItem } from '../../../engine/router/menu-tree.ts';
import type { ShellOptions } from '../shell-options.ts';
import type { SiteLogo } from './site-logo.ts';
import { lazyBehaviour } from '../lazy-behaviour.tsx';
import { loadShellBehaviour } from '../load-shell-behaviour.ts';

const StuckHeader = lazyBehaviour(() => loadShellBehaviour().then((module) => module.StuckHeader));
const OverlayHeader = lazyBehaviour(() => loadShellBehaviour().then((module) => module.OverlayHeader));

// The language switch is plain links (a full page load): its server HTML serves until its chunk
// hydrates it. Registered on the server (register-shell-parts.server.ts).
const LanguageSwitch = lazyPart('language-switch', () => import('./LanguageSwitch.tsx').then((module) => module.LanguageSwitch));

// The shop search is a plain GET form (no browser behaviour): a kept part, its code loaded only when the locale changes in the browser.
const loadHeaderSearch = () => import('./HeaderSearch.tsx').then((module) => module.HeaderSearch);

export interface HeaderProps {
  siteName: string;
  logo: SiteLogo | null;
  menu: MenuItem[];
  menuId: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onCloseMenu: () => void;
  locale: Locale;
  alternatePaths: ServedPaths | null;
  address: string;
  options: ShellOptions;
  /** The cart button, on sites with a shop. */
  cart?: ReactNode;
  /** The page's useAbsoluteMenu (decision 0062): the header lies over the page's top, transparent until the page scrolls. */
  overlay?: boolean;
}

/**
 * The site header: the logo, the small language menu (small screens: two-letter codes in the
 * logo's row, so a phone header stays within 64 px), the main menu, the
 * language switch, the burger button when the mobile menu sits at the top, the optional address.
 * On shop sites the search field (SHOW_SEARCH_BAR) and the cart button sit at the end of the
 * menu's row (beside the logo on a phone); a site with neither keeps the header as it was.
 */
export function Header(props: HeaderProps) {
  const { options, locale } = props;
  const intl = useIntl();
  const ref = useRef<HTMLElement>(null);
  // The same elements while the page is the same: a re-render of the header (the burger) is then no
  // update to a switch's boundary, which would otherwise give up its server HTML if its code had not come yet.
  const alternatePaths = props.alternatePaths;
  const switches = useMemo(
    () => ({
      small: (
        <Suspense fallback={null}>
          <LanguageSwitch locale={locale} alternatePaths={alternatePaths} className="language-switch--small" short />
        </Suspense>
      ),
      header: (
        <Suspense fallback={null}>
          <LanguageSwitch locale={locale} alternatePaths={alternatePaths} className="language-switch--header" />
        </Suspense>
      ),
    }),
    [locale, alternatePaths],
  );
  const menu = <MenuBar id={props.menuId} items={props.menu} open={props.menuOpen} onClose={props.onCloseMenu} options={options} />;
  const tools =
    options.showSearchBar || props.cart ? (
      <div className="site-header__tools">
        {options.showSearchBar ? <KeptPart name="header-search" source={locale} load={loadHeaderSearch} props={{ locale }} /> : null}
        {props.cart ?? null}
      </div>
    ) : null;
  return (
    <header
      ref={ref}
      className="site-header"
      data-fixed={options.fixedMenu ? 'true' : 'false'}
      data-logo={options.logoPosition.toLowerCase()}
      data-menu-position={options.menuPosition.toLowerCase()}
      data-small-language-menu={options.smallLanguageMenu ? 'true' : 'false'}
      {...(props.overlay ? { 'data-overlay': 'true' } : {})}
    >
      <div className="site-header__bar">
        <LogoLink logo={props.logo} siteName={props.siteName} homePath={withLocalePrefix('/', locale)} className="site-header__logo" />
        {options.smallLanguageMenu ? (
          <div className="small-language-menu">
            {switches.small}
          </div>
        ) : null}
        {options.mobileMenuPosition === 'TOP' ? (
          <MenuButton controls={props.menuId} open={props.menuOpen} onToggle={props.onToggleMenu} className="site-header__burger" />
        ) : null}
        {tools ? (
          <div className="site-header__menu-row">
            {menu}
            {tools}
          </div>
        ) : (
          menu
        )}
        {switches.header}
      </div>
      {options.showAddressInHeader && props.address ? (
        <p className="site-header__address">
          <span className="visually-hidden">{intl.formatMessage({ id: 'header.address' })}</span>{' '}
          {props.address}
        </p>
      ) : null}
      {options.fixedMenu ? <StuckHeader header={ref} /> : null}
      {props.overlay ? <OverlayHeader header={ref} /> : null}
    </header>
  );
}
