import { createContext } from 'react';

/**
 * True inside the page's first block with images (`LayoutNode.firstImages`, marked on the server):
 * it is likely in the first screen, so its images load at once instead of waiting for layout
 * (`loading="lazy"` would delay the page's largest image, decision 0022).
 */
export const EagerImagesContext = createContext(false);
