import type { LayoutNode } from './layout-node.ts';

/** An image value of block props (`{ src, alt, width, height }`, block-image.schema.ts). */
function isImage(value: Record<string, unknown>): boolean {
  return typeof value.src === 'string' && typeof value.alt === 'string' && typeof value.width === 'number';
}

/** Whether props hold an image anywhere (a hero's `image`, a card grid's `cards[].image`…). */
export function propsHaveImage(value: unknown, depth = 0): boolean {
  if (depth > 6 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => propsHaveImage(item, depth + 1));
  const record = value as Record<string, unknown>;
  return isImage(record) || Object.values(record).some((item) => propsHaveImage(item, depth + 1));
}

function hasImage(node: LayoutNode): boolean {
  return propsHaveImage(node.props) || Object.values(node.slots ?? {}).some((slot) => slot.some(hasImage));
}

/**
 * Marks the first top-level block whose props (or slots) hold an image with `firstImages`: the
 * renderer lets its images load at once. The others keep lazy loading. Returns `nodes`.
 */
export function markFirstImages(nodes: LayoutNode[]): LayoutNode[] {
  const first = nodes.find((node) => !node.problem && hasImage(node));
  if (first) first.firstImages = true;
  return nodes;
}
