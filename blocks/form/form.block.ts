import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi, sectionIntroUi, sectionTitleUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
import type { ServedForm } from '../../runtime/index.ts';

/**
 * A configured form: its definition comes from GET /forms/{formId}. `target: 'message'` sends
 * the answers through POST /message (the contact form) instead of POST /forms/{id}/submit.
 */
export const FormSchema = Type.Object(
  {
    formId: Type.String({
      pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
      description: 'Id of a form of forms.json',
      ...fieldUi(
        { fr: 'Formulaire', en: 'Form' },
        {
          fr: 'Le nom court du formulaire à montrer, tel qu’il est enregistré dans les formulaires du site.',
          en: 'The short name of the form to show, as it is saved in the site’s forms.',
        },
        { widget: 'text' },
      ),
    }),
    title: Type.Optional(Type.String(sectionTitleUi)),
    intro: Type.Optional(Type.String(sectionIntroUi)),
    target: Type.Optional(
      Type.Union([Type.Literal('form'), Type.Literal('message')], {
        default: 'form',
        ...fieldUi(
          { fr: 'Envoi des réponses', en: 'Where answers go' },
          {
            fr: 'Enregistrées avec les réponses du formulaire, ou envoyées comme un message de contact.',
            en: 'Saved with the form’s answers, or sent as a contact message.',
          },
          {
            choices: {
              form: { fr: 'Réponses du formulaire', en: 'Form answers' },
              message: { fr: 'Message de contact', en: 'Contact message' },
            },
          },
        ),
      }),
    ),
  },
  { additionalProperties: false },
);
export type FormProps = Static<typeof FormSchema>;

export interface FormBlockData {
  form: ServedForm;
}

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const formBlock: BlockDeclaration<typeof FormSchema, FormBlockData> = { type: 'form', schema: FormSchema };
