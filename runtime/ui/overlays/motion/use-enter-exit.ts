import { useAnimate } from 'motion/react-mini';
import { useLayoutEffect, useRef } from 'react';
import { EXIT_GRACE_MS, motionStep, type OverlayMotion } from './overlay-motions.ts';
import { playMotion } from './play-motion.ts';
import { prefersReducedMotion } from './reduced-motion.ts';

/** Nothing rendered yet, on screen, or on its way out. */
export type PresencePhase = 'hidden' | 'shown' | 'leaving';

/**
 * Animates the element given the returned scope as `ref` (motion's `useAnimate` from
 * `motion/react-mini`, on the Web Animations API): the enter step when it shows, the exit step
 * when it starts leaving, then `exited()`. `exited` always comes, and never late: at once
 * without an animation to wait for (no element, no WAAPI, nothing left under reduced motion),
 * on the animation's end or failure, or after the step's duration plus `EXIT_GRACE_MS`.
 */
export function useEnterExit<T extends Element>(motion: OverlayMotion, phase: PresencePhase, exited?: () => void) {
  const [scope, animate] = useAnimate<T>();
  const onExited = useRef(exited);
  useLayoutEffect(() => {
    onExited.current = exited;
  });
  useLayoutEffect(() => {
    if (phase === 'hidden') return;
    const step = motionStep(motion, phase === 'leaving' ? 'exit' : 'enter', prefersReducedMotion());
    const played = playMotion(animate, scope.current, step);
    if (phase === 'shown') return;
    let pending = true;
    const done = () => {
      if (!pending) return;
      pending = false;
      clearTimeout(timer);
      onExited.current?.();
    };
    const timer = setTimeout(done, step.duration * 1000 + EXIT_GRACE_MS);
    if (played) void played.then(done);
    else done();
    return () => {
      pending = false;
      clearTimeout(timer);
    };
  }, [animate, motion, phase, scope]);
  return scope;
}
