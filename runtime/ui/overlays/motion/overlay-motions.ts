import type { useAnimate } from 'motion/react-mini';

/** The keyframes motion's `animate` takes: CSS properties to a value or `[from, to]`. */
export type MotionKeyframes = Parameters<ReturnType<typeof useAnimate>[1]>[1];

/** One element of an overlay and how it moves: the overlay's root, or `target` (a selector) inside it. */
export interface MotionPart {
  target?: string;
  keyframes: MotionKeyframes;
}

/** The parts that move together, for `duration` seconds. */
export interface MotionStep {
  parts: readonly MotionPart[];
  duration: number;
  ease: 'easeOut' | 'easeIn';
}

export interface OverlayMotion {
  enter: MotionStep;
  exit: MotionStep;
}

/** Under `prefers-reduced-motion: reduce`: no movement, a fade at most this long (seconds). */
export const REDUCED_FADE_S = 0.08;

/** Added to a step's duration before an exit counts as finished even if the animation never says so. */
export const EXIT_GRACE_MS = 150;

const fadeIn = { opacity: [0, 1] };
const fadeOut = { opacity: 0 };

/** The slider's own backdrop fades; its slides fade and grow slightly as they replace each other. */
export const sliderMotion: OverlayMotion = {
  enter: { parts: [{ keyframes: fadeIn }], duration: 0.16, ease: 'easeOut' },
  exit: { parts: [{ keyframes: fadeOut }], duration: 0.14, ease: 'easeIn' },
};

export const slideMotion: OverlayMotion = {
  enter: { parts: [{ keyframes: { opacity: [0, 1], transform: ['scale(0.97)', 'none'] } }], duration: 0.2, ease: 'easeOut' },
  exit: { parts: [{ keyframes: fadeOut }], duration: 0.12, ease: 'easeIn' },
};

/** The popup's backdrop fades, the dialog in it fades with it and scales from 95 %. */
export const popupMotion: OverlayMotion = {
  enter: {
    parts: [{ keyframes: fadeIn }, { target: '.vitrine-popup', keyframes: { transform: ['scale(0.95)', 'none'] } }],
    duration: 0.2,
    ease: 'easeOut',
  },
  exit: {
    parts: [{ keyframes: fadeOut }, { target: '.vitrine-popup', keyframes: { transform: 'scale(0.95)' } }],
    duration: 0.15,
    ease: 'easeIn',
  },
};

/** A toast slides in from the right and out to it. */
export const toastMotion: OverlayMotion = {
  enter: { parts: [{ keyframes: { opacity: [0, 1], transform: ['translateX(24px)', 'none'] } }], duration: 0.18, ease: 'easeOut' },
  exit: { parts: [{ keyframes: { opacity: 0, transform: 'translateX(24px)' } }], duration: 0.18, ease: 'easeIn' },
};

/**
 * The step to play: as configured, or, when the visitor prefers reduced motion, its opacity
 * alone (nothing moves or scales) for at most `REDUCED_FADE_S`.
 */
export function motionStep(motion: OverlayMotion, phase: 'enter' | 'exit', reduced: boolean): MotionStep {
  const step = motion[phase];
  if (!reduced) return step;
  const parts = step.parts.flatMap((part) => (part.keyframes.opacity === undefined ? [] : [{ ...part, keyframes: { opacity: part.keyframes.opacity } }]));
  return { parts, duration: Math.min(step.duration, REDUCED_FADE_S), ease: step.ease };
}
