import type { BlockField } from '../../schemas/blocks/block-fields.ts';
import { loadBlockFields } from '../block-server/block-fields.server.ts';
import { loadBlockSchemas } from '../block-server/block-schemas.server.ts';
import { loadBlockServerPart, serverBlockTypes } from '../block-server/block-server-parts.server.ts';
import type { TextPair } from '../../rules/text/pick-text.ts';

/** One block of the editor's catalogue: its type, description, form fields and example props per language. */
export interface EditorBlock {
  type: string;
  description: string;
  fields: BlockField[];
  examples: { fr: unknown; en: unknown } | null;
  /** The slots the block renders, in its order: the editor's outline shows their nested blocks and offers only the types each takes. */
  slots: { name: string; label: TextPair; allow?: readonly string[] }[];
}

let cached: Promise<EditorBlock[]> | null = null;

/**
 * The catalogue the editor's "Add a block" offers and its forms are built from: every block type
 * with the description `/_blocks` shows, the field tree of block-fields and the example props.
 * A block whose schema cannot give its form is left out (tests/config/block-fields holds none).
 */
export function loadEditorBlocks(): Promise<EditorBlock[]> {
  cached ??= Promise.all(
    serverBlockTypes().map(async (type): Promise<EditorBlock | null> => {
      try {
        const [[doc], fields, part] = await Promise.all([loadBlockSchemas([type]), loadBlockFields(type), loadBlockServerPart(type)]);
        return { type, description: doc?.description ?? '', fields, examples: (part.examples as EditorBlock['examples']) ?? null, slots: Object.entries(part.slots ?? {}).map(([name, slot]) => ({ name, ...slot })) };
      } catch {
        return null;
      }
    }),
  ).then((blocks) => blocks.filter((block): block is EditorBlock => block !== null).sort((a, b) => a.type.localeCompare(b.type)));
  return cached;
}
