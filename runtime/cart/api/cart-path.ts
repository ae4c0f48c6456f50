/** §7 Cart: the path of a cart, `new` when there is none yet (the API then makes one). */
export const cartPath = (cartId: string | null): string => `/cart/${encodeURIComponent(cartId ?? 'new')}`;

/** The body of the calls that read or make the main cart (§7: the cart type; no `discountCode`, since `null` would clear a stored one). */
export const MAIN_CART = { type: 'MAIN_CART' } as const;
