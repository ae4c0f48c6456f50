/** Orders per page of the list (§9); a leaf, read by the component and the server part alike. */
export const ORDERS_PER_PAGE = 10;
