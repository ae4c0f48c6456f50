/** §7 Cart: the cart id an add names when there is no cart yet (the API then makes one). */
export const NEW_CART = 'new';

/** The body of the calls that read or make the main cart (§7: the cart type; no `discountCode`, since `null` would clear a stored one). */
export const MAIN_CART = { type: 'MAIN_CART' } as const;
