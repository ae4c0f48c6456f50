import { domAnimation } from 'motion/react';

/**
 * The animation features the overlays use (animate, exit, hover/tap/focus variants), loaded by
 * `LazyMotion` in a chunk of their own when an animated overlay first renders.
 */
export default domAnimation;
