import { CartButton } from '../../runtime/cart/CartButton.tsx';
import { CustomScripts } from '../../runtime/web/app/CustomScripts.tsx';
import { RootError } from '../../runtime/web/app/RootError.tsx';
import { registerKeptPart } from '../../runtime/web/render/kept/kept-parts.ts';
import { registerServerPart } from '../../runtime/web/render/kept/lazy-part.tsx';
import { Footer } from '../../runtime/web/shell/footer/Footer.tsx';
import { HeaderSearch } from '../../runtime/web/shell/header/HeaderSearch.tsx';
import { FocusedHeader } from '../../runtime/web/shell/header/FocusedHeader.tsx';
import { LanguageSwitch } from '../../runtime/web/shell/header/LanguageSwitch.tsx';

/**
 * The server renders the shell's kept parts (and the end of the body) from their code (the browser keeps their HTML), and
 * the lazy parts whose HTML a page needs without JavaScript (the cart button): call once before rendering.
 */
export function registerShellParts(): void {
  registerKeptPart('footer', Footer);
  registerKeptPart('header-search', HeaderSearch);
  registerKeptPart('custom-scripts', CustomScripts);
  registerServerPart('cart-button', CartButton);
  registerServerPart('language-switch', LanguageSwitch);
  registerServerPart('focused-header', FocusedHeader);
  registerServerPart('root-error', RootError);
}
