import { lazy } from 'react';

const load = () => import('./RichTextEditor.tsx');

/**
 * The rich-text editor, in a chunk of its own (TipTap and ProseMirror weigh about 120 KB gzip):
 * the editor's script loads it only once a form shows HTML.
 */
export const LazyRichTextEditor = lazy(() => load().then((module) => ({ default: module.RichTextEditor })));

/** Starts loading the rich-text editor's chunk (a form with HTML calls it as it renders). */
export function preloadRichText(): void {
  void load();
}
