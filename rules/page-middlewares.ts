/**
 * The middlewares a page of the tree may name (pages.json `middleware`), run in order before the
 * page loads: `auth` lets only a signed-in visitor in (others go to /auth), `guest` only a
 * signed-out one (members go to /account), `ecommerce` only on a shop site (else home).
 * The pages schema accepts only these names, so an unknown one fails `npm run validate` and the
 * load of the configuration; one that still reaches a visitor is logged and skipped, where §8 asks
 * for a 500 (a recorded deviation, decision 0052).
 */
export const PAGE_MIDDLEWARES = ['auth', 'guest', 'ecommerce'] as const;
export type PageMiddleware = (typeof PAGE_MIDDLEWARES)[number];

export const isPageMiddleware = (name: string): name is PageMiddleware => (PAGE_MIDDLEWARES as readonly string[]).includes(name);
