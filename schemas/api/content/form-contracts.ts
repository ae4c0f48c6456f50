import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route-contract.ts';
import { FileAnswer } from '../file-answer.ts';
import { Slug } from './content-params.ts';
import { ServedFormSchema } from './served-content.ts';

const FormParams = Type.Object({ id: Slug });

/** A form's answers: `{ answers: {…} }` or the answers themselves, field name → value (checked against the form). */
export const FormAnswersSchema = Type.Record(Type.String(), Type.Unknown(), {
  'x-refusal': { en: 'The answers must be an object of field name → value', fr: 'Les réponses doivent être un objet nom du champ → valeur' },
});

/** The forms of §7, one declaration each (decision 0073). */
export const formContracts = {
  read: defineRoute({ method: 'GET', path: '/forms/:id', params: FormParams, answer: ServedFormSchema }),
  /** Checks answers without storing them; a 400 carries `{ errors }` by field. */
  validate: defineRoute({
    method: 'POST',
    path: '/forms/:id/answer/validate',
    params: FormParams,
    body: FormAnswersSchema,
    answer: Type.Object({ errors: Type.Record(Type.String(), Type.String()) }),
  }),
  /** Multipart: the answers (a JSON `answers` field, or a field each) and the files under their field's name; 201. */
  submit: defineRoute({
    method: 'POST',
    path: '/forms/:id/submit',
    params: FormParams,
    body: FormAnswersSchema,
    encoding: 'multipart',
    answer: Type.Object({
      id: Type.Number(),
      files: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), field: Type.String(), size: Type.Number(), mime: Type.String() })),
    }),
  }),
  /** A file sent with an answer, for an administrator or through the mail's signed link. */
  file: defineRoute({
    method: 'GET',
    path: '/forms/file/download/:id',
    params: Type.Object({
      id: Type.String({
        pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
        'x-refusal': { en: "Invalid parameter ''id'': must be a file id", fr: 'Paramètre « id » invalide : doit être un identifiant de fichier' },
      }),
    }),
    query: Type.Object({ expires: Type.Optional(Type.String({ maxLength: 20 })), signature: Type.Optional(Type.String({ maxLength: 200 })) }),
    answer: FileAnswer,
  }),
};
