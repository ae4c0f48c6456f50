import { inView } from 'motion';
import { animate } from 'motion/mini';
import { prefersReducedMotion } from './reduced-motion.ts';

export interface ScrollRevealOptions {
  /** REPEAT_SCROLL_ANIMATION: play again each time a section comes back into view. */
  repeat: boolean;
  /** Where the page's sections are (the page article); the document in the browser. */
  root?: ParentNode;
  view?: Window;
}

/** The page's sections that reveal themselves: every block after the first one. */
const SECTIONS = '.vitrine-page > :not(:first-child)';

/**
 * Sections below the first screen fade and rise into place as they enter the viewport (motion's
 * `inView` and its WAAPI `animate`). Only sections wholly below the fold at start are hidden
 * first, so nothing seen at load blinks; opacity and transform move no layout (CLS stays 0).
 * Nothing happens when the visitor prefers reduced motion. Returns the cleanup, which shows
 * every section again.
 */
export function startScrollReveal({ repeat, root = document, view = window }: ScrollRevealOptions): () => void {
  if (prefersReducedMotion(view)) return () => {};
  const sections = [...root.querySelectorAll<HTMLElement>(SECTIONS)].filter((section) => section.getBoundingClientRect().top > view.innerHeight);
  if (sections.length === 0) return () => {};
  for (const section of sections) section.style.opacity = '0';
  const stop = inView(
    sections,
    (element) => {
      const section = element as HTMLElement;
      const animation = animate(section, { opacity: [0, 1], transform: ['translateY(1.5rem)', 'none'] }, { duration: 0.6, ease: [0.22, 1, 0.36, 1] });
      void animation.finished.then(() => {
        section.style.opacity = '';
        section.style.transform = '';
      });
      if (!repeat) return;
      return () => {
        animation.stop();
        section.style.opacity = '0';
      };
    },
    { margin: '0px 0px -8% 0px' },
  );
  return () => {
    stop();
    for (const section of sections) {
      section.style.opacity = '';
      section.style.transform = '';
    }
  };
}
