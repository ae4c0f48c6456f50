import type { RawDocument } from './raw-document.ts';
import { keyBlocks } from './key-blocks.ts';

/**
 * Component format 1 → 2: every block of the layout gets a `key` (keyBlocks), so that drafts,
 * previews and history follow a block when it moves (issue 33, decision 0048).
 */
export function addBlockKeys(document: RawDocument): RawDocument {
  const config = document.config;
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return document;
  const { layout } = config as Record<string, unknown>;
  const slug = typeof document.slug === 'string' ? document.slug : '';
  return { ...document, config: { ...config, layout: keyBlocks(slug, layout) } };
}
