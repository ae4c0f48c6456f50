export { Shell, type ShellProps } from './Shell.tsx';
export { menuItems, pagePathByRoute, type MenuItem } from '../../engine/router/menu-tree.ts';
export { shellOptions, type ShellOptions } from './shell-options.ts';
export { socialLinks } from './footer/social-links.ts';
