import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useIntl } from '../i18n/use-intl.ts';
import { companyIdentity } from '../../ui/company-identity.ts';
import type { Locale } from '../../../rules/locale.ts';
import type { ServedParameter, ServedSiteInfo } from '../../../schemas/api/site.ts';
import type { ServedPaths } from '../../../schemas/api/pages.ts';
import { BottomBar } from './BottomBar.tsx';
import { KeptPart } from '../render/kept/KeptPart.tsx';
import { lazyPart } from '../render/kept/lazy-part.tsx';
import { Header } from './header/Header.tsx';
import { LegalBar } from './footer/LegalBar.tsx';
import type { MenuItem } from '../../engine/router/menu-tree.ts';
import type { ShellOptions } from './shell-options.ts';
import { SITE_CHROME, type PageChrome, type PageFrame } from './page-chrome.ts';
import { headerLogoTypes, pickLogo } from './header/site-logo.ts';
import { lazyBehaviour } from './lazy-behaviour.tsx';
import { loadShellBehaviour } from './load-shell-behaviour.ts';
import { useMenuPanel } from './menu/use-menu-panel.ts';
import '../../ui/visually-hidden.css';
import './shell.css';
import './menu/menu.css';
import './footer/footer.css';
// The cart button's styles come with the page (a few rules): the server renders the button, and a
// stylesheet of its lazy chunk would arrive after it (a layout shift; never, without JavaScript).
import '../../cart/cart-button.css';

export interface ShellProps {
  site: { name: string; idSite: number };
  siteInfo: ServedSiteInfo;
  /** The main menu in the current locale (built on the server from the page tree). */
  menu: MenuItem[];
  /** The contact page's path in the current locale. */
  contactPath: string;
  parameters: ServedParameter[];
  /** The header and layout switches of the parameters, read on the server (`shellOptions`, in the root data). */
  options: ShellOptions;
  locale: Locale;
  /** The current page in each language, for the language switch; null → each language's home. */
  alternatePaths: ServedPaths | null;
  /** The `logo-footer` and `link-footer` element lists. */
  footer: { logos: Record<string, unknown>[]; links: Record<string, unknown>[] };
  /** On sites with a shop (site info isECommerce): the header count rendered on the server, and whether a member is logged in. */
  shop?: { cartCount: number | null; member: boolean; apiBaseUrl: string } | null;
  /** FOCUSED (a checkout step): the logo, a way back to the cart and the legal links, nothing else of the site around the page. */
  frame?: PageFrame;
  /** The tree page's chrome (decision 0062): its own header or footer, the header over its top. */
  chrome?: PageChrome;
  children: ReactNode;
}

const MENU_ID = 'main-menu';

// Shown only once the page has scrolled a screen: its code comes with the shell's behaviour chunk.
const TopOfPageButton = lazyBehaviour(() => loadShellBehaviour().then((module) => module.TopOfPageButton));

// The footer's columns have no browser behaviour: their server HTML is kept, their code loads on a language switch only.
const loadFooter = () => import('./footer/Footer.tsx').then((module) => module.Footer);

// Shop sites only: the cart's button and its listener are chunks of their own, so a site without a shop downloads no cart code.
// The server renders the button from its code (registered at start), so it is in the HTML of the first page.
const CartButton = lazyPart('cart-button', () => import('../../cart/CartButton.tsx').then((module) => module.CartButton));
const CartMount = lazy(() => import('../../cart/CartMount.tsx').then((module) => ({ default: module.CartMount })));

// The checkout's header (links only) is taken from the server's HTML and hydrates on its own once its
// chunk has come (React hydrates a Suspense boundary when its code arrives; its links work as plain
// links meanwhile). Registered on the server (register-shell-parts.server.ts), so its HTML is in the page.
const FocusedHeader = lazyPart('focused-header', () => import('./header/FocusedHeader.tsx').then((module) => module.FocusedHeader));

/**
 * The layout around every page: skip link, header, main content, footer with legal bar, bottom
 * bar. A FOCUSED page (the checkout) keeps only the logo, a way back to the cart and the legal bar.
 * A tree page's chrome (decision 0062) may lay the header over its top, or draw its own header
 * (no site header) or footer (the legal bar stays).
 */
export function Shell({ site, siteInfo, menu, contactPath, parameters, options, locale, alternatePaths, footer, shop = null, frame = 'SITE', chrome = SITE_CHROME, children }: ShellProps) {
  const intl = useIntl();
  const identity = useMemo(() => companyIdentity(parameters), [parameters]);
  const panel = useMenuPanel();
  const siteName = identity.name || site.name;
  const bottomMenu = options.mobileMenuPosition === 'BOTTOM' && !chrome.customHeader ? { controls: MENU_ID, open: panel.open, onToggle: panel.toggle } : null;
  const focused = frame === 'FOCUSED';
  const logo = pickLogo(siteInfo.logos, headerLogoTypes(options.dark), siteName);
  const cartMount = shop ? <Suspense fallback={null}><CartMount locale={locale} apiBaseUrl={shop.apiBaseUrl} idSite={site.idSite} member={shop.member} parameters={parameters} /></Suspense> : null;
  const main = (
    <main id="content" className="shell__main" tabIndex={-1}>
      {children}
    </main>
  );
  const legal = <LegalBar locale={locale} company={identity.legalName || siteName} year={new Date().getFullYear()} />;
  if (focused) {
    return (
      <div className="shell shell--focused" data-theme={options.dark ? 'dark' : 'light'} data-frame="focused">
        <a className="skip-link" href="#content">
          {intl.formatMessage({ id: 'shell.skipLink' })}
        </a>
        <Suspense fallback={null}>
          <FocusedHeader siteName={siteName} logo={logo} locale={locale} alternatePaths={alternatePaths} />
        </Suspense>
        {main}
        <footer className="site-footer site-footer--focused">{legal}</footer>
        {cartMount}
      </div>
    );
  }
  return (
    <div className="shell" data-theme={options.dark ? 'dark' : 'light'} data-mobile-menu={options.mobileMenuPosition.toLowerCase()}>
      <a className="skip-link" href="#content">
        {intl.formatMessage({ id: 'shell.skipLink' })}
      </a>
      {chrome.customHeader ? null : (
        <Header
          siteName={siteName}
          logo={logo}
          menu={menu}
          menuId={MENU_ID}
          menuOpen={panel.open}
          onToggleMenu={panel.toggle}
          onCloseMenu={panel.close}
          locale={locale}
          alternatePaths={alternatePaths}
          address={identity.address}
          options={options}
          overlay={chrome.absoluteMenu}
          cart={shop ? <Suspense fallback={null}><CartButton locale={locale} initialCount={shop.cartCount} previewOnHover={options.cartOnHover} parameters={parameters} /></Suspense> : null}
        />
      )}
      {main}
      <footer className="site-footer">
        {chrome.customFooter ? null : (
          <KeptPart
            name="footer"
            source={footer}
            load={loadFooter}
            props={{ siteName, identity, siteInfo, dark: options.dark, showAddress: options.showAddressInFooter, parameters, elements: footer }}
          />
        )}
        {legal}
      </footer>
      <BottomBar phone={identity.phone || identity.mobile} contactPath={contactPath} menu={bottomMenu} />
      {options.topOfPageButton ? <TopOfPageButton /> : null}
      {cartMount}
    </div>
  );
}
