import { registerKeptPart } from '../render/kept-parts.ts';
import { Footer } from './footer/Footer.tsx';
import { HeaderSearch } from './header/HeaderSearch.tsx';

/** The server renders the shell's kept parts from their code (the browser keeps their HTML): call once before rendering. */
export function registerShellParts(): void {
  registerKeptPart('footer', Footer);
  registerKeptPart('header-search', HeaderSearch);
}
