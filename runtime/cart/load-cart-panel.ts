/** The cart panel of the `cart` block, loaded by the block itself, so pages without it download no cart UI. */
export const loadCartPanel = () => import('./CartPanel.tsx');
