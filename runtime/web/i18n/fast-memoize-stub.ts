/**
 * The browser build's stand-in for `@formatjs/fast-memoize` (vite.config.ts): intl-messageformat
 * memoizes its own `Intl` formatters with it only when it is given none, and this app always
 * formats with the shared `intlFormatters` (intl-formatters.ts). Should it be called anyway, it
 * returns the function as is: correct, only not memoized.
 */
export const strategies = { variadic: undefined, monadic: undefined };

export function memoize<F>(fn: F): F {
  return fn;
}
