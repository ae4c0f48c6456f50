import { browserTimers } from '../browser-timers.ts';
/** §9: the slider's touch handlers poll every 250 ms. */
export const SWIPE_POLL_MS = 250;
/** Horizontal travel, in pixels, that counts as a swipe. */
export const SWIPE_THRESHOLD_PX = 40;

export type SwipeDirection = 'next' | 'previous';

export interface SwipePoller {
  start(x: number): void;
  move(x: number): void;
  end(): void;
}

/** A leftward swipe goes to the next slide, a rightward one to the previous. */
export function swipeDirection(fromX: number, toX: number, threshold = SWIPE_THRESHOLD_PX): SwipeDirection | null {
  const travel = toX - fromX;
  if (Math.abs(travel) < threshold) return null;
  return travel < 0 ? 'next' : 'previous';
}

/**
 * Touch tracking by polling: touchmove only records the finger's position; every 250 ms the
 * poller compares it with the start and steps at most once per gesture; touchend checks a last
 * time and stops polling. Timers are injectable for tests.
 */
export function createSwipePoller(
  onSwipe: (direction: SwipeDirection) => void,
  options: { interval?: number; threshold?: number } = {},
  timers: { setInterval: typeof setInterval; clearInterval: typeof clearInterval } = browserTimers,
): SwipePoller {
  const interval = options.interval ?? SWIPE_POLL_MS;
  const threshold = options.threshold ?? SWIPE_THRESHOLD_PX;
  let startX: number | null = null;
  let currentX = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  const stop = () => {
    if (timer !== null) timers.clearInterval(timer);
    timer = null;
    startX = null;
  };
  const check = () => {
    if (startX === null) return;
    const direction = swipeDirection(startX, currentX, threshold);
    if (direction) {
      stop();
      onSwipe(direction);
    }
  };
  return {
    start(x) {
      stop();
      startX = x;
      currentX = x;
      timer = timers.setInterval(check, interval);
    },
    move(x) {
      currentX = x;
    },
    end() {
      check();
      stop();
    },
  };
}
