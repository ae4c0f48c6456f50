import { prefersReducedMotion } from '../../ui/overlays/motion/reduced-motion.ts';

/** §9 local storage key: whether a change of page plays the page transition. */
export const SHOW_TRANSITION_KEY = 'show-transition';

type Place = { storage: Pick<Storage, 'getItem'> | null; view: Pick<Window, 'matchMedia'> | undefined };

/**
 * Whether a client navigation plays the page transition (a short cross-fade, a view transition):
 * yes unless local storage `show-transition` says 'false' (§9: the visitor's or a tester's switch),
 * the visitor prefers reduced motion, or the browser has no view transitions.
 */
export function showTransition({ storage, view }: Place, hasViewTransitions: boolean): boolean {
  if (!hasViewTransitions || prefersReducedMotion(view)) return false;
  try {
    return storage?.getItem(SHOW_TRANSITION_KEY) !== 'false';
  } catch {
    return true;
  }
}

/** A data router's `navigate` (the one every link, form and `useNavigate` goes through). */
type Navigate = (to: never, options?: { viewTransition?: boolean } & Record<string, unknown>) => Promise<void>;

/**
 * Makes every navigation of `router` ask for the page transition when `show` says so at that
 * moment (read each time: the key may change); a navigation that says `viewTransition` itself
 * keeps its choice, and a history move (a number) is left alone.
 */
export function withPageTransitions<R extends { navigate: Navigate }>(router: R, show: () => boolean): R {
  const navigate = router.navigate.bind(router) as (to: unknown, options?: Record<string, unknown>) => Promise<void>;
  router.navigate = ((to: unknown, options?: Record<string, unknown>) => {
    if (typeof to === 'number' || options?.viewTransition !== undefined || !show()) return options === undefined ? navigate(to) : navigate(to, options);
    return navigate(to, { ...options, viewTransition: true });
  }) as Navigate as R['navigate'];
  return router;
}

type ViewTransitionDocument = { startViewTransition?: Document['startViewTransition'] };

/** The browser gave the transition up (it timed out, or was skipped), as opposed to the page's own update failing. */
const givenUp = (error: unknown): boolean => error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError' || error.name === 'InvalidStateError');

/**
 * A view transition the browser gives up on (Chromium aborts one whose page update passes 4 s, on a
 * slow phone or a busy machine) still shows the new page, only without the cross-fade: not an error.
 * React Router chains `finished.finally(…)`, which would then reject unhandled and report a page
 * error; each transition's promises therefore settle quietly when the browser gave up,
 * and still reject for any other failure.
 */
export function quietViewTransitions(doc: ViewTransitionDocument): void {
  const start = doc.startViewTransition?.bind(doc);
  if (!start) return;
  doc.startViewTransition = ((update?: Parameters<Document['startViewTransition']>[0]) => {
    const transition = start(update);
    for (const key of ['ready', 'updateCallbackDone', 'finished'] as const) {
      const settled = transition[key].catch((error: unknown) => {
        if (!givenUp(error)) throw error;
      });
      Object.defineProperty(transition, key, { value: settled, configurable: true });
    }
    return transition;
  }) as Document['startViewTransition'];
}
