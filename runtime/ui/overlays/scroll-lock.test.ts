// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { lockScroll } from './scroll-lock.ts';
import { trapTab } from './focus-trap.ts';

describe('lockScroll', () => {
  it('locks once for nested overlays and restores the page style after the last release', () => {
    document.body.style.overflow = 'scroll';
    const releaseFirst = lockScroll();
    const releaseSecond = lockScroll();
    expect(document.body.style.overflow).toBe('hidden');
    releaseFirst();
    releaseFirst();
    expect(document.body.style.overflow).toBe('hidden');
    releaseSecond();
    expect(document.body.style.overflow).toBe('scroll');
  });
  it('marks the root while an overlay is open, until the last one closes', () => {
    const root = document.documentElement;
    const releaseFirst = lockScroll();
    const releaseSecond = lockScroll();
    expect(root.hasAttribute('data-modal-open')).toBe(true);
    releaseFirst();
    expect(root.hasAttribute('data-modal-open')).toBe(true);
    releaseSecond();
    expect(root.hasAttribute('data-modal-open')).toBe(false);
  });
});

describe('trapTab', () => {
  it('wraps Tab from the last element to the first and Shift+Tab back', () => {
    document.body.innerHTML = '<div id="box"><button>a</button><a href="/x">b</a></div><button id="out">c</button>';
    const box = document.getElementById('box') as HTMLElement;
    const [first, last] = [box.querySelector('button') as HTMLElement, box.querySelector('a') as HTMLElement];
    const event = (shiftKey: boolean) => ({ key: 'Tab', shiftKey, preventDefault: () => {} });
    last.focus();
    expect(trapTab(box, event(false))).toBe(true);
    expect(document.activeElement).toBe(first);
    expect(trapTab(box, event(true))).toBe(true);
    expect(document.activeElement).toBe(last);
    (document.getElementById('out') as HTMLElement).focus();
    trapTab(box, event(false));
    expect(document.activeElement).toBe(first);
  });
});
