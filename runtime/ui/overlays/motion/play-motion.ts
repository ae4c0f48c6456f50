import type { MotionKeyframes, MotionStep } from './overlay-motions.ts';

/** What motion's `animate` returns, as far as waiting for it goes. */
export interface Playing {
  then(onResolve: () => void, onReject?: () => void): unknown;
}

/** motion's scoped `animate` (from `useAnimate`), or any function of that shape. */
export type Animate = (element: Element, keyframes: MotionKeyframes, options: { duration: number; ease: MotionStep['ease'] }) => Playing;

/**
 * Plays `step` on `root` and the parts' targets inside it. Returns a promise resolved when every
 * part has finished or failed, or null when there is nothing to wait for: no root, no part found, a zero
 * duration, or a browser without the Web Animations API (`element.animate`), where the overlay
 * simply shows or goes at once. An `animate` that throws counts as nothing to wait for.
 */
export function playMotion(animate: Animate, root: Element | null | undefined, step: MotionStep): Promise<void> | null {
  if (!root || step.duration <= 0) return null;
  const running: Promise<void>[] = [];
  for (const part of step.parts) {
    const element = part.target ? root.querySelector(part.target) : root;
    if (!element || typeof (element as Partial<Element>).animate !== 'function') continue;
    try {
      const playing = animate(element, part.keyframes, { duration: step.duration, ease: step.ease });
      running.push(new Promise<void>((resolve) => void playing.then(resolve, resolve)));
    } catch (error) {
      console.error(error);
    }
  }
  return running.length === 0 ? null : Promise.all(running).then(() => undefined, () => undefined);
}
