import { createContext, useContext } from 'react';
import type { BlockLibrary } from './block-library.ts';

/** The block library the host handed in, for the app's routes (App, PageRoute). */
export const BlockLibraryContext = createContext<BlockLibrary | null>(null);

export function useBlockLibrary(): BlockLibrary {
  const library = useContext(BlockLibraryContext);
  if (!library) throw new Error('Vitrine: no block library (the host passes one in with BlockLibraryContext)');
  return library;
}
