import { createContext } from 'react';

/** Built files a page needs, from the Vite manifest (empty in development). */
export interface PageAssets {
  js: string[];
  css: string[];
}

/** What the server (or the browser) entry tells the document shell. */
export interface DocumentInfo {
  /** The request's CSP nonce (server only). */
  nonce?: string;
  /** The client entry and block chunks (with their CSS) for the given block types. */
  assets: (blockTypes: readonly string[]) => PageAssets;
}

export const DocumentContext = createContext<DocumentInfo>({ assets: () => ({ js: [], css: [] }) });
