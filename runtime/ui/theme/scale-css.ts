import { breakpoints } from './breakpoints.ts';

/**
 * The design system's scales as custom properties, derived from the TITLE and CONTENT font
 * sizes (`--font-*-size`, set by the theme): a type scale (ratio 1.25 between heading levels,
 * the h1 fluid between phone and desktop), a spacing scale in rem, the container width and its
 * gutter, and one rhythm between sections. The gutter and the rhythm widen at the §9 breakpoints
 * sm (768), md (996) and lg (1200). Blocks read only these names, so one change moves every page.
 */
export function scaleCss(): string {
  const root = [
    '--type-body:max(1rem,var(--font-content-size))',
    '--type-small:0.875rem',
    '--type-h4:max(1.0625rem,var(--font-title-size))',
    '--type-h3:max(1.25rem,calc(var(--font-title-size)*1.25))',
    '--type-h2:max(1.5rem,calc(var(--font-title-size)*1.5625))',
    '--type-h1:clamp(max(1.875rem,calc(var(--font-title-size)*1.75)),calc(1rem + 3.2vw),max(2.5rem,calc(var(--font-title-size)*2.6)))',
    '--leading-tight:1.2',
    '--leading-body:1.6',
    '--space-3xs:0.25rem',
    '--space-2xs:0.5rem',
    '--space-xs:0.75rem',
    '--space-s:1rem',
    '--space-m:1.5rem',
    '--space-l:2rem',
    '--space-xl:3rem',
    '--container-max:75rem',
    '--container-text:46rem',
    '--gutter:1rem',
    '--section-space:3rem',
    '--radius-s:0.375rem',
    '--radius-m:0.625rem',
    '--shadow-card:0 1px 2px var(--color-shadow),0 8px 24px -12px var(--color-shadow)',
    // a full-width band's inline padding that lines its content up with the container's
    '--band-inline:max(var(--gutter),calc((100% - var(--container-max))/2 + var(--gutter)))',
  ];
  return (
    `:root{${root.join(';')}}` +
    `@media (min-width:${breakpoints.sm}px){:root{--gutter:1.5rem;--section-space:4.5rem}}` +
    `@media (min-width:${breakpoints.md}px){:root{--gutter:2rem;--section-space:5rem}}` +
    `@media (min-width:${breakpoints.lg}px){:root{--section-space:5.5rem}}`
  );
}
