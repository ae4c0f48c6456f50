import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXIT_GRACE_MS, toastMotion } from './overlay-motions.ts';
import { useEnterExit } from './use-enter-exit.ts';
import { installWebAnimations, reducedMotionMedia } from './web-animations-fake.test-utils.ts';

function Box({ leaving, onExited }: { leaving: boolean; onExited: () => void }) {
  const ref = useEnterExit<HTMLDivElement>(toastMotion, leaving ? 'leaving' : 'shown', onExited);
  return <div ref={ref} data-testid="box" />;
}

const properties = (played: { keyframes: Record<string, unknown> }[]) => played.flatMap((animation) => Object.keys(animation.keyframes)).sort();

describe('useEnterExit', () => {
  let waapi: ReturnType<typeof installWebAnimations>;
  const originalMatchMedia = window.matchMedia;
  beforeEach(() => {
    waapi = installWebAnimations();
    window.matchMedia = reducedMotionMedia(false);
  });
  afterEach(() => {
    cleanup();
    waapi.uninstall();
    window.matchMedia = originalMatchMedia;
    vi.useRealTimers();
  });

  it('slides and fades in on mount, and calls exited only once the exit animation has ended', async () => {
    const exited = vi.fn();
    const view = render(<Box leaving={false} onExited={exited} />);
    expect(properties(waapi.played)).toEqual(['opacity', 'transform']);
    expect(waapi.played.find((animation) => 'transform' in animation.keyframes)?.keyframes.transform).toEqual(['translateX(24px)', 'none']);
    expect(waapi.played[0]?.options.duration).toBe(180);
    view.rerender(<Box leaving onExited={exited} />);
    expect(waapi.played).toHaveLength(4);
    await act(async () => {});
    expect(exited).not.toHaveBeenCalled();
    await act(async () => waapi.finishAll());
    expect(exited).toHaveBeenCalledTimes(1);
  });

  it('never blocks the close: exited comes after the duration and a grace delay when the animation never ends', () => {
    vi.useFakeTimers();
    const exited = vi.fn();
    const view = render(<Box leaving={false} onExited={exited} />);
    view.rerender(<Box leaving onExited={exited} />);
    act(() => vi.advanceTimersByTime(180 + EXIT_GRACE_MS - 1));
    expect(exited).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(exited).toHaveBeenCalledTimes(1);
  });

  it('calls exited at once without the Web Animations API', () => {
    waapi.uninstall();
    const exited = vi.fn();
    const view = render(<Box leaving={false} onExited={exited} />);
    view.rerender(<Box leaving onExited={exited} />);
    expect(exited).toHaveBeenCalledTimes(1);
  });

  it('does not call exited when the element comes back before its exit has ended', async () => {
    const exited = vi.fn();
    const view = render(<Box leaving={false} onExited={exited} />);
    view.rerender(<Box leaving onExited={exited} />);
    view.rerender(<Box leaving={false} onExited={exited} />);
    await act(async () => waapi.finishAll());
    expect(exited).not.toHaveBeenCalled();
  });

  it('under prefers-reduced-motion only fades, briefly, and nothing moves', () => {
    window.matchMedia = reducedMotionMedia(true);
    render(<Box leaving={false} onExited={() => {}} />);
    expect(properties(waapi.played)).toEqual(['opacity']);
    expect(waapi.played[0]?.options.duration).toBeLessThanOrEqual(80);
  });
});
