/**
 * Test double for the Web Animations API, which jsdom lacks: `installWebAnimations()` gives every
 * element an `animate()` that records the call and returns an animation that ends only when the
 * test calls `finish()`. Used by the overlay tests to see what motion plays and to hold an exit.
 */
export interface FakeAnimation {
  element: Element;
  keyframes: Record<string, unknown>;
  options: { duration?: number; easing?: string };
  playState: 'running' | 'paused' | 'finished' | 'idle';
  onfinish: (() => void) | null;
  finish(): void;
}

export function installWebAnimations(): { played: FakeAnimation[]; finishAll(): void; uninstall(): void } {
  const played: FakeAnimation[] = [];
  const proto = Element.prototype as unknown as { animate?: unknown };
  const had = Object.prototype.hasOwnProperty.call(proto, 'animate');
  const previous = proto.animate;
  proto.animate = function animate(this: Element, keyframes: Record<string, unknown>, options: FakeAnimation['options']) {
    const animation = {
      element: this,
      keyframes,
      options,
      playState: 'running',
      onfinish: null,
      currentTime: 0,
      startTime: 0,
      playbackRate: 1,
      effect: { getComputedTiming: () => ({ duration: options.duration }), updateTiming: () => {} },
      finish() {
        if (animation.playState === 'idle' || animation.playState === 'finished') return;
        animation.playState = 'finished';
        animation.onfinish?.();
      },
      cancel() {
        animation.playState = 'idle';
      },
      pause() {
        animation.playState = 'paused';
      },
      play() {
        animation.playState = 'running';
      },
      commitStyles() {},
    } as FakeAnimation & Record<string, unknown>;
    played.push(animation);
    return animation;
  };
  return {
    played,
    finishAll: () => [...played].forEach((animation) => animation.finish()),
    uninstall() {
      if (had) proto.animate = previous;
      else delete proto.animate;
    },
  };
}

/** A `matchMedia` where only `prefers-reduced-motion: reduce` matches, when `reduced`. */
export function reducedMotionMedia(reduced: boolean): typeof window.matchMedia {
  return ((query: string) => ({
    matches: reduced && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}
