import { describe, expect, it } from 'vitest';
import { isExitIntent, scrolledEnough } from './popup-triggers.ts';

describe('popup triggers', () => {
  it('fires ON_SCROLL after 30 % of the scrollable height', () => {
    expect(scrolledEnough(299, 1000, 2000)).toBe(false);
    expect(scrolledEnough(300, 1000, 2000)).toBe(true);
    expect(scrolledEnough(1, 1000, 900)).toBe(true);
    expect(scrolledEnough(0, 1000, 900)).toBe(false);
  });

  it('fires ON_EXIT only when the pointer leaves through the top edge', () => {
    expect(isExitIntent({ clientY: -2, relatedTarget: null })).toBe(true);
    expect(isExitIntent({ clientY: 300, relatedTarget: null })).toBe(false);
    expect(isExitIntent({ clientY: -2, relatedTarget: {} as EventTarget })).toBe(false);
  });
});
