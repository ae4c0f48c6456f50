import type { CompiledMessages } from '../../engine/i18n/compiled-messages.ts';

const merged = new WeakMap<CompiledMessages, WeakMap<CompiledMessages, CompiledMessages>>();

/**
 * The shell's messages with the page's blocks' on top. Both catalogues are the same objects from
 * one page to the next (parsed once on the server), so the merge is made once per pair rather
 * than on every render of every page.
 */
export function mergedMessages(shell: CompiledMessages, page: CompiledMessages | undefined): CompiledMessages {
  if (!page) return shell;
  let byPage = merged.get(shell);
  if (!byPage) merged.set(shell, (byPage = new WeakMap()));
  let both = byPage.get(page);
  if (!both) byPage.set(page, (both = { ...shell, ...page }));
  return both;
}
