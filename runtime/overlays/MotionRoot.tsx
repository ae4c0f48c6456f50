import { LazyMotion, MotionConfig } from 'motion/react';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./motion-features.ts').then((module) => module.default);

/**
 * Around each animated overlay: `m.*` components only (strict: a full `motion.*` component
 * throws), their animation features fetched on first render, and the visitor's
 * `prefers-reduced-motion` honoured (transforms are skipped, fades stay short).
 */
export function MotionRoot({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
