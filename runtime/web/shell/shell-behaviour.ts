// The shell's behaviour that neither the first paint nor hydration needs, one chunk loaded when the
// shell wakes (use-shell-awake.ts): submenus on hover, the small screens' drawer as a modal, the
// sticky header's offset, the header over a page's top (useAbsoluteMenu) and the back-to-top button.
export { DrawerBehaviour } from './menu/DrawerBehaviour.ts';
export { SubmenuBehaviour } from './menu/SubmenuBehaviour.ts';
export { StuckHeader } from './header/StuckHeader.ts';
export { OverlayHeader } from './header/OverlayHeader.ts';
export { TopOfPageButton } from './TopOfPageButton.tsx';
