import type { Json } from './hoist-definitions.ts';

const text = { anyOf: [{ type: 'string' }, { type: 'object', required: ['fr', 'en'], properties: { fr: { type: 'string', description: 'Texte en français' }, en: { type: 'string', description: 'English text' } }, additionalProperties: false }] };

/** An image as the spec spells it (§3), as an editor's JSON schema shows it; the validator rewrites it (normalize-image.ts). */
const specImage = {
  type: 'object',
  title: 'Image (spec spelling)',
  description: '{ name, url, externalPath } as the specification spells an image, with its width and height; read as { src, alt, width, height } (decision 0061)',
  required: ['name', 'url', 'externalPath', 'width', 'height'],
  properties: {
    name: { ...text, description: 'What the picture shows: its text alternative, in both languages or one for both' },
    url: { type: 'string', description: 'Served path, e.g. /media/fleet/coach.svg' },
    externalPath: { type: 'string', description: 'Path under media/, without the /media prefix' },
    alt: { ...text, description: 'Text alternative, when it differs from the name' },
    width: { type: 'integer', minimum: 1, description: 'Intrinsic width in pixels' },
    height: { type: 'integer', minimum: 1, description: 'Intrinsic height in pixels' },
  },
  additionalProperties: false,
};

/**
 * The emitted JSON schema of a document with each image (`x-image`) offered in both spellings,
 * so an editor's completion and checks accept what `npm run validate` accepts.
 */
export function withSpecImageSpelling(node: Json): Json {
  if (Array.isArray(node)) return node.map(withSpecImageSpelling);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, withSpecImageSpelling(value)] as const);
  const copy = Object.fromEntries(entries) as Record<string, Json>;
  if (copy['x-image'] !== true) return copy;
  const { 'x-image': _marker, title, description, ...today } = copy;
  return { ...(title === undefined ? {} : { title }), ...(description === undefined ? {} : { description }), anyOf: [today, specImage as unknown as Json] };
}
