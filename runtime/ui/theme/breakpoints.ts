/** The breakpoints of §9, in pixels. "Mobile display" means `sm` and below. */
export const breakpoints = {
  default: 320,
  xxs: 480,
  xs: 576,
  sm: 768,
  md: 996,
  lg: 1200,
  xl: 1367,
  '2xl': 1536,
  xxl: 1600,
  '4k': 1921,
} as const;

export type BreakpointName = keyof typeof breakpoints;

/** True when a viewport of `width` pixels is a mobile display (small and below). */
export function isMobileWidth(width: number): boolean {
  return width <= breakpoints.sm;
}
