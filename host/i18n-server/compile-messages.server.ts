import { parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessages } from '../../runtime/engine/i18n/compiled-messages.ts';

/** UI messages as parsed ICU trees: the browser formats them without shipping the ICU parser. */

const cache = new Map<string, MessageFormatElement[]>();

/**
 * Parses every message once (cached per text) on the server. intl-messageformat accepts these trees in
 * place of strings, so the client build aliases the parser to its `no-parser` entry.
 * A message that does not parse is logged and shown as its literal text.
 */
export function compileMessages(messages: Readonly<Record<string, string>>, log: (line: string) => void = console.warn): CompiledMessages {
  const compiled: CompiledMessages = {};
  for (const [id, text] of Object.entries(messages)) {
    let tree = cache.get(text);
    if (!tree) {
      try {
        tree = parse(text);
      } catch (error) {
        log(`[i18n] message "${id}" is not valid ICU (${error instanceof Error ? error.message : String(error)}); shown as text`);
        tree = [{ type: 0, value: text }] as MessageFormatElement[];
      }
      cache.set(text, tree);
    }
    compiled[id] = tree;
  }
  return compiled;
}
