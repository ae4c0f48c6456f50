import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { FormBlockData } from './Form.tsx';
import { defineBlockServer } from '../../runtime/index.server.ts';

/**
 * A configured form: its definition comes from GET /forms/{formId}. `target: 'message'` sends
 * the answers through POST /message (the contact form) instead of POST /forms/{id}/submit.
 */
export const FormSchema = Type.Object(
  {
    formId: Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', description: 'Id of a form of forms.json' }),
    title: Type.Optional(Type.String()),
    intro: Type.Optional(Type.String()),
    target: Type.Optional(Type.Union([Type.Literal('form'), Type.Literal('message')], { default: 'form' })),
  },
  { additionalProperties: false },
);
export type FormProps = Static<typeof FormSchema>;

export default defineBlockServer({
  schema: FormSchema,
  /** Server side, before render: the form definition (GET /forms/{id}), in the page's language. */
  load: async (ctx): Promise<FormBlockData> => (await import('./load-form.ts')).loadForm(ctx),
  examples: {
    fr: { formId: 'quote-request', title: 'Votre demande de devis', intro: 'Réponse sous 48 heures ouvrées.' },
    en: { formId: 'quote-request', title: 'Your quote request', intro: 'We answer within 2 working days.' },
  },
});
