import type { Lang } from '../../../rules/locale.ts';

/** A block type in plain words: `product-grid` → `Product grid`. */
export function typeLabel(type: string): string {
  const words = type.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What the outline says of a block: its type in plain words and the first text it shows (title, label…), in `lang`. */
export function blockLabel(block: { type: string; props: Record<string, unknown> }, lang: Lang): { type: string; summary: string } {
  for (const name of ['title', 'heading', 'label', 'text', 'subtitle']) {
    const value = block.props[name];
    const text = typeof value === 'string' ? value : typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[lang] : undefined;
    if (typeof text === 'string' && text.trim() !== '') {
      const plain = text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
      return { type: typeLabel(block.type), summary: plain.length > 60 ? `${plain.slice(0, 57)}…` : plain };
    }
  }
  return { type: typeLabel(block.type), summary: '' };
}
