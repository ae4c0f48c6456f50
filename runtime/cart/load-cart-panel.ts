type CartPanelModule = typeof import('./CartPanel.tsx');

let loaded: CartPanelModule | undefined;

/** The cart panel of the `cart` block, loaded by the block itself, so pages without it download no cart UI. */
export const loadCartPanel = (): Promise<CartPanelModule> =>
  import('./CartPanel.tsx').then((module) => {
    loaded = module;
    return module;
  });

/**
 * The cart panel's module once loaded, else undefined. The block renders it directly then: on the
 * server (its loader loads it first) a lazy component would suspend on the first render of the
 * process, and the streamed HTML would hide the cart until a script reveals it — never, without JavaScript.
 */
export const loadedCartPanel = (): CartPanelModule | undefined => loaded;
