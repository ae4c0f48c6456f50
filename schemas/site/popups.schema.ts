import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, Id, ImageSchema, Localized, LocalizedHtml, StrictObject, StringEnum } from '../common.schema.ts';

/** A popup (GET /popup/{id}); once opened it is recorded as opened (local storage popup-{id}). */
export const PopupSchema = StrictObject(
  {
    id: Id,
    isValid: Type.Boolean({ description: 'Active popups only are shown' }),
    title: Localized,
    html: LocalizedHtml,
    image: Type.Optional(ImageSchema),
    button: Type.Optional(
      StrictObject({ label: Localized, href: Localized }, { title: 'Button', description: 'Call to action; href per language' }),
    ),
    trigger: Type.Optional(
      StringEnum(['ON_LOAD', 'ON_EXIT', 'ON_SCROLL'], { default: 'ON_LOAD', description: 'When the popup opens' }),
    ),
    display: Type.Optional(
      StringEnum(['AUTO', 'MODAL', 'BAR'], {
        default: 'AUTO',
        description:
          'How it shows. AUTO: a modal dialog on content pages, a dismissible bar at the foot of the screen on shop pages (catalogue, product, cart), so an announcement never blocks shopping; MODAL: a modal dialog on every page; BAR: the bar on every page',
      }),
    ),
    delaySeconds: Type.Optional(Type.Integer({ minimum: 0, default: 0, description: 'Delay after the trigger' })),
    pages: Type.Union([Type.Literal('ALL'), Type.Array(Id, { minItems: 1 })], {
      description: '"ALL" or the ids of the pages showing the popup',
    }),
    showOnce: Type.Optional(Type.Boolean({ default: true, description: 'Not shown again once opened' })),
    startDate: Type.Optional(Type.String({ format: 'date', description: 'First day shown (YYYY-MM-DD)' })),
    endDate: Type.Optional(Type.String({ format: 'date', description: 'Last day shown (YYYY-MM-DD)' })),
  },
  { title: 'Popup' },
);
export type Popup = Static<typeof PopupSchema>;

export const PopupsDocumentSchema = DocumentSchema(
  { popups: Type.Array(PopupSchema, { description: 'Popups of the site' }) },
  { title: 'Popups', description: 'popups.json: the popups of the site' },
);
export type PopupsDocument = Static<typeof PopupsDocumentSchema>;
