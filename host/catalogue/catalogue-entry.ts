/** What the web server needs from the catalogue's Vite-loaded entry. */
export type CatalogueEntry = Pick<typeof import('./entry.catalogue.tsx'), 'renderBlockFrame' | 'catalogueBlockTypes'>;
