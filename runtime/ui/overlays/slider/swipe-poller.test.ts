import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSwipePoller, swipeDirection } from './swipe-poller.ts';

describe('swipe poller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the finger position only every 250 ms and steps once per gesture', () => {
    const onSwipe = vi.fn();
    const poller = createSwipePoller(onSwipe);
    poller.start(300);
    poller.move(200);
    vi.advanceTimersByTime(249);
    expect(onSwipe).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSwipe).toHaveBeenCalledWith('next');
    poller.move(0);
    vi.advanceTimersByTime(1000);
    poller.end();
    expect(onSwipe).toHaveBeenCalledTimes(1);
  });

  it('checks a last time on touch end, and ignores small moves', () => {
    const onSwipe = vi.fn();
    const poller = createSwipePoller(onSwipe);
    poller.start(100);
    poller.move(110);
    poller.end();
    expect(onSwipe).not.toHaveBeenCalled();
    poller.start(100);
    poller.move(200);
    poller.end();
    expect(onSwipe).toHaveBeenCalledWith('previous');
  });

  it('tells the direction from the travel', () => {
    expect(swipeDirection(200, 100)).toBe('next');
    expect(swipeDirection(100, 200)).toBe('previous');
    expect(swipeDirection(100, 120)).toBeNull();
  });
});
