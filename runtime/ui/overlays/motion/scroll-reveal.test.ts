// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installWebAnimations } from './web-animations-fake.test-utils.ts';
import { startScrollReveal } from './scroll-reveal.ts';

// jsdom has no IntersectionObserver: this one lets the test say when a section enters or leaves.
type Callback = (entries: { target: Element; isIntersecting: boolean }[]) => void;
let observers: { callback: Callback; targets: Element[] }[] = [];
class FakeObserver {
  private entry: { callback: Callback; targets: Element[] };
  constructor(callback: Callback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  unobserve(target: Element) {
    this.entry.targets = this.entry.targets.filter((item) => item !== target);
  }
  disconnect() {
    this.entry.targets = [];
  }
}
const intersect = (target: Element, isIntersecting: boolean) => {
  for (const observer of observers) if (observer.targets.includes(target)) observer.callback([{ target, isIntersecting }]);
};

function page(tops: number[]) {
  document.body.innerHTML = `<article class="vitrine-page">${tops.map((_, index) => `<section id="s${index}"></section>`).join('')}</article>`;
  tops.forEach((top, index) => {
    document.getElementById(`s${index}`)!.getBoundingClientRect = () => ({ top }) as DOMRect;
  });
  return tops.map((_, index) => document.getElementById(`s${index}`)!);
}

/** The fades played (motion plays one animation per property: the opacity one stands for each reveal). */
const fades = (played: { element: Element; keyframes: Record<string, unknown> }[]) => played.filter((animation) => 'opacity' in animation.keyframes);

const view = (reduced: boolean) => ({ innerHeight: 800, matchMedia: (query: string) => ({ matches: reduced && query.includes('reduce') }) }) as unknown as Window;

describe('startScrollReveal', () => {
  let fake: ReturnType<typeof installWebAnimations>;
  beforeEach(() => {
    observers = [];
    (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
    fake = installWebAnimations();
  });
  afterEach(() => fake.uninstall());

  it('hides only the sections below the first screen, and reveals each as it comes into view', () => {
    const [hero, seen, below] = page([0, 400, 1600]);
    startScrollReveal({ repeat: false, view: view(false) });
    expect(hero!.style.opacity).toBe('');
    expect(seen!.style.opacity).toBe('');
    expect(below!.style.opacity).toBe('0');
    intersect(below!, true);
    expect(fades(fake.played).map((animation) => animation.element)).toEqual([below]);
  });

  it('plays once by default, again on each entry with REPEAT_SCROLL_ANIMATION', () => {
    const [, below] = page([0, 1600]);
    startScrollReveal({ repeat: true, view: view(false) });
    intersect(below!, true);
    intersect(below!, false);
    expect(below!.style.opacity).toBe('0');
    intersect(below!, true);
    expect(fades(fake.played)).toHaveLength(2);

    const [, other] = page([0, 1600]);
    fake.played.length = 0;
    startScrollReveal({ repeat: false, view: view(false) });
    intersect(other!, true);
    intersect(other!, false);
    intersect(other!, true);
    expect(fades(fake.played)).toHaveLength(1);
  });

  it('leaves every section as it is when the visitor prefers reduced motion', () => {
    const [, below] = page([0, 1600]);
    startScrollReveal({ repeat: false, view: view(true) });
    expect(below!.style.opacity).toBe('');
    expect(observers).toHaveLength(0);
  });

  it('shows every section again on cleanup', () => {
    const [, below] = page([0, 1600]);
    const stop = startScrollReveal({ repeat: false, view: view(false) });
    stop();
    expect(below!.style.opacity).toBe('');
  });
});
