import { propRows } from '../../schemas/blocks/block-docs.ts';
import type { CatalogueDoc } from '../../runtime/tools/catalogue/catalogue-doc.ts';
import { loadBlockSchemas } from '../block-server/block-schemas.server.ts';


/**
 * The props table of each block type, from its schema file, with the very functions that write
 * docs/blocks.md (`loadBlockSchemas`, `propRows`). A block whose schema cannot be read gets a
 * problem line instead of failing the whole catalogue.
 */
export async function loadCatalogueDocs(types: readonly string[]): Promise<CatalogueDoc[]> {
  return Promise.all(
    types.map(async (type): Promise<CatalogueDoc> => {
      try {
        const [doc] = await loadBlockSchemas([type]);
        return { type, description: doc!.description, rows: propRows(doc!.schema as Record<string, unknown>) };
      } catch (error) {
        return { type, description: '', rows: [], problem: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
}
