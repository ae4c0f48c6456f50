import { describe, expect, it } from 'vitest';
import { motionStep, popupMotion, REDUCED_FADE_S, toastMotion } from './overlay-motions.ts';

describe('motionStep', () => {
  it('plays the configured step when motion is welcome', () => {
    expect(motionStep(popupMotion, 'enter', false)).toBe(popupMotion.enter);
    expect(motionStep(toastMotion, 'exit', false).parts[0]?.keyframes).toEqual({ opacity: 0, transform: 'translateX(24px)' });
  });

  it('under reduced motion keeps only a short fade: no transform, parts without opacity dropped', () => {
    const enter = motionStep(popupMotion, 'enter', true);
    expect(enter.parts).toEqual([{ keyframes: { opacity: [0, 1] } }]);
    expect(enter.duration).toBe(REDUCED_FADE_S);
    expect(motionStep(toastMotion, 'exit', true).parts).toEqual([{ keyframes: { opacity: 0 } }]);
  });
});
