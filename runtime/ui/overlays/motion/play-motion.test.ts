import { describe, expect, it, vi } from 'vitest';
import { popupMotion, type MotionStep } from './overlay-motions.ts';
import { playMotion, type Animate } from './play-motion.ts';

function element(name: string, children: Record<string, Element> = {}, animatable = true): Element {
  return { name, querySelector: (selector: string) => children[selector] ?? null, ...(animatable ? { animate: () => {} } : {}) } as unknown as Element;
}

const settled = (promise: Promise<void> | null) => {
  let done = false;
  void promise?.then(() => (done = true));
  return () => done;
};

describe('playMotion', () => {
  it('animates the root and each target inside it, and settles when all have ended', async () => {
    const dialog = element('dialog');
    const root = element('backdrop', { '.vitrine-popup': dialog });
    const ends: (() => void)[] = [];
    const animate = vi.fn<Animate>(() => ({ then: (resolve: () => void) => ends.push(resolve) }));
    const played = playMotion(animate, root, popupMotion.exit);
    expect(animate.mock.calls.map(([target, keyframes, options]) => [target, keyframes, options])).toEqual([
      [root, { opacity: 0 }, { duration: 0.15, ease: 'easeIn' }],
      [dialog, { transform: 'scale(0.95)' }, { duration: 0.15, ease: 'easeIn' }],
    ]);
    const isDone = settled(played);
    ends[0]?.();
    await Promise.resolve();
    expect(isDone()).toBe(false);
    ends[1]?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(isDone()).toBe(true);
  });

  it('has nothing to wait for without a root, without the Web Animations API, or with a zero duration', () => {
    const animate = vi.fn<Animate>();
    expect(playMotion(animate, null, popupMotion.enter)).toBeNull();
    expect(playMotion(animate, element('old', {}, false), popupMotion.enter)).toBeNull();
    const instant: MotionStep = { ...popupMotion.enter, duration: 0 };
    expect(playMotion(animate, element('root'), instant)).toBeNull();
    expect(animate).not.toHaveBeenCalled();
  });

  it('settles on a failed animation and treats a throwing animate as nothing to wait for', async () => {
    const failing = playMotion(() => ({ then: (_resolve: () => void, reject?: () => void) => reject?.() }), element('root'), popupMotion.enter);
    await expect(failing).resolves.toBeUndefined();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(playMotion(() => { throw new Error('bad keyframes'); }, element('root'), popupMotion.enter)).toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
