import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, Localized, Slug, StrictObject, StringEnum } from '../common.schema.ts';

export const formFieldTypes = ['text', 'email', 'tel', 'date', 'number', 'select', 'checkbox', 'radio', 'textarea', 'file'] as const;

const FieldOption = StrictObject(
  { value: Type.String({ minLength: 1, description: 'Value sent when chosen' }), label: Localized },
  { title: 'Option' },
);

/** One field of a form. `options` for select/radio, `accept`/`maxSize` for file. */
export const FormFieldSchema = StrictObject(
  {
    name: Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9_]*$', description: 'Key of the answer' }),
    type: StringEnum(formFieldTypes, { description: 'Kind of input' }),
    label: Localized,
    placeholder: Type.Optional(Localized),
    help: Type.Optional(Localized),
    required: Type.Optional(Type.Boolean({ default: false, description: 'An answer is required' })),
    maxLength: Type.Optional(Type.Integer({ minimum: 1, description: 'Longest accepted answer, in characters' })),
    options: Type.Optional(Type.Array(FieldOption, { minItems: 1, description: 'Choices of a select or radio field' })),
    accept: Type.Optional(
      Type.Array(Type.String({ pattern: '^(\\.[a-z0-9]+|[a-z]+/[a-z0-9.+*-]+)$' }), {
        minItems: 1,
        description: 'Accepted extensions (".pdf") or MIME types ("image/*") of a file field',
      }),
    ),
    maxSize: Type.Optional(Type.Integer({ minimum: 1, description: 'Largest accepted file, in bytes' })),
    multiple: Type.Optional(Type.Boolean({ description: 'A file field accepting several files' })),
    min: Type.Optional(Type.Integer({ description: 'Smallest whole number accepted by a number field' })),
    max: Type.Optional(Type.Integer({ description: 'Largest whole number accepted by a number field' })),
    minDate: Type.Optional(StringEnum(['today'], { description: 'A date field that accepts only today or later' })),
    notBefore: Type.Optional(
      Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9_]*$', description: 'Name of a date field of the same form this date may not precede' }),
    ),
    width: Type.Optional(StringEnum(['full', 'half'], { description: 'Layout width of the field' })),
  },
  {
    title: 'Form field',
    allOf: [
      { if: { properties: { type: { enum: ['select', 'radio'] } } }, then: { required: ['options'] } },
      { if: { properties: { type: { const: 'file' } } }, then: { required: ['accept', 'maxSize'] } },
    ],
  },
);
export type FormField = Static<typeof FormFieldSchema>;

export const FormDefinitionSchema = StrictObject(
  {
    id: Slug,
    title: Localized,
    description: Type.Optional(Localized),
    fields: Type.Array(FormFieldSchema, { minItems: 1, description: 'Fields, top to bottom' }),
    submitLabel: Localized,
    successMessage: Localized,
    recipientEmail: Type.Optional(Type.String({ format: 'email', description: 'Where answers are sent' })),
  },
  { title: 'Form definition' },
);
export type FormDefinition = Static<typeof FormDefinitionSchema>;

export const FormsDocumentSchema = DocumentSchema(
  { forms: Type.Array(FormDefinitionSchema, { description: 'Forms of the site, by id' }) },
  { title: 'Forms', description: 'forms.json: form definitions (GET /forms/{id})' },
);
export type FormsDocument = Static<typeof FormsDocumentSchema>;
