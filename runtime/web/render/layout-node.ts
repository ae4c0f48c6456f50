/**
 * A block of the page layout as the loader hands it to the renderer: props validated against
 * the block's schema, data already loaded, a stable key (its position in the layout). A node
 * with a `problem` is shown as a visible placeholder in development (production drops it).
 */
export interface LayoutNode {
  key: string;
  type: string;
  props: Record<string, unknown>;
  data?: unknown;
  slots?: Record<string, LayoutNode[]>;
  problem?: string;
  /** The page's first block with images (server-marked, `markFirstImages`): its images are not lazy-loaded. */
  firstImages?: true;
}

/** Every block type used by a layout, slots included. */
export function collectBlockTypes(nodes: readonly { type: string; slots?: Record<string, readonly unknown[]> | undefined }[]): string[] {
  const types = new Set<string>();
  const stack = [...nodes];
  while (stack.length > 0) {
    const node = stack.pop()!;
    types.add(node.type);
    for (const slot of Object.values(node.slots ?? {})) {
      stack.push(...(slot as typeof nodes));
    }
  }
  return [...types].sort();
}
