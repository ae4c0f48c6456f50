import { escapeHtml } from '../../../rules/text/escape-html.ts';
import type { ServedBlock } from '../../../schemas/api/pages.ts';

const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function image(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { src, alt, width, height } = value as Record<string, unknown>;
  if (typeof src !== 'string' || typeof width !== 'number' || typeof height !== 'number') return undefined;
  return { src, alt: typeof alt === 'string' ? alt : '', width, height };
}

/** `[{ label, value }]` → a `<ul>` of escaped text; empty when there is no usable feature. */
function featuresHtml(value: unknown): string {
  if (!Array.isArray(value)) return '';
  const items = value.flatMap((feature) => {
    const { label, value: text } = (feature ?? {}) as Record<string, unknown>;
    return typeof label === 'string' && typeof text === 'string' ? [`<li><strong>${escapeHtml(label)}</strong> : ${escapeHtml(text)}</li>`] : [];
  });
  return items.length > 0 ? `<ul>${items.join('')}</ul>` : '';
}

/**
 * The layout of a detail route without its own component config (a vehicle of
 * /autocar/{slug}/{id}): built from the element's fields with the generic blocks — a hero with
 * the title and subtitle, then its text, features and image. The blocks validate these props
 * like any configured layout.
 */
export function recordLayout(record: Record<string, unknown>): ServedBlock[] {
  const title = str(record.title) ?? str(record.name);
  if (!title) return [];
  const hero: Record<string, unknown> = { title };
  const subtitle = str(record.subtitle) ?? str(record.summary);
  if (subtitle) hero.subtitle = subtitle;
  const layout: ServedBlock[] = [{ type: 'hero', props: hero }];
  const html = `${str(record.html) ?? (str(record.summary) ? `<p>${escapeHtml(record.summary as string)}</p>` : '')}${featuresHtml(record.features)}`;
  const picture = image(record.image);
  if (html && picture) layout.push({ type: 'image-text', props: { html, image: picture, imagePosition: 'right' } });
  else if (html) layout.push({ type: 'rich-text', props: { html } });
  return layout;
}
