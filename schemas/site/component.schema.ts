import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, Localized, SlugField, StrictObject, StringEnum } from '../common.schema.ts';
import { blockKeyPattern } from '../migrations/block-key.ts';

const BlockType = Type.String({
  pattern: '^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$',
  description: 'Block type: a folder of blocks/ (hero, rich-text, image-text, …)',
});

const BlockKey = Type.String({
  pattern: blockKeyPattern,
  description:
    'The block\'s own id, unique within the layout (4 to 16 lowercase letters or digits; Vitrine makes 8): drafts, previews and history follow a block by it when it moves. A copied block needs a new one.',
});

/** One block of a page layout; slots hold nested blocks by name. */
export const BlockSchema = Type.Recursive(
  (This) =>
    StrictObject({
      key: BlockKey,
      type: BlockType,
      props: Type.Object({}, { description: 'Block props; text props are Localized in the file' }),
      slots: Type.Optional(
        Type.Record(Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9-]*$' }), Type.Array(This), {
          description: 'Nested blocks by slot name',
        }),
      ),
    }),
  { $id: 'VitrineBlock', title: 'Block', description: 'A block: { key, type, props, slots? }' },
);
export type Block = Static<typeof BlockSchema>;

export const ComponentConfigSchema = StrictObject(
  {
    title: Type.Optional(Localized),
    metaDescription: Type.Optional(Localized),
    frame: Type.Optional(
      StringEnum(['SITE', 'FOCUSED'], {
        default: 'SITE',
        description:
          'What surrounds the page: SITE, the site header, menu and footer; FOCUSED, the logo (a link home), a way back to the cart and the legal links only (the checkout steps)',
      }),
    ),
    layout: Type.Array(BlockSchema, { description: 'Blocks rendered top to bottom' }),
  },
  { title: 'Component config' },
);
export type ComponentConfig = Static<typeof ComponentConfigSchema>;

export const ComponentDocumentSchema = DocumentSchema(
  {
    slug: SlugField('Must equal the file name: components/<slug>.json'),
    config: ComponentConfigSchema,
  },
  {
    title: 'Component config',
    description: 'components/<slug>.json: the layout of one page',
    examples: [
      {
        $schema: '../../../schemas/json/component.schema.json',
        schemaVersion: 2,
        slug: 'home',
        config: {
          title: { fr: 'Accueil', en: 'Home' },
          layout: [
            {
              key: 'k3v9x0qa',
              type: 'hero',
              props: {
                title: { fr: 'Bienvenue', en: 'Welcome' },
                cta: { label: { fr: 'Nous contacter', en: 'Contact us' }, href: { fr: '/nous-contacter', en: '/en/contact-us' } },
              },
            },
            { key: 'm1c7ds2e', type: 'legal-text', props: { parameter: 'LEGAL_NOTICE' } },
          ],
        },
      },
    ],
  },
);
export type ComponentDocument = Static<typeof ComponentDocumentSchema>;
