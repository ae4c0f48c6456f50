export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for reduced motion; false where there is no `matchMedia` (server, jsdom). */
export function prefersReducedMotion(view: Pick<Window, 'matchMedia'> | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  try {
    return typeof view?.matchMedia === 'function' && view.matchMedia(REDUCED_MOTION_QUERY).matches === true;
  } catch {
    return false;
  }
}
