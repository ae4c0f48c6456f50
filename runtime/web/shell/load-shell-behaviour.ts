/** The shell's behaviour chunk (shell-behaviour.ts), one dynamic import for its every part. */
export const loadShellBehaviour = () => import('./shell-behaviour.ts');
