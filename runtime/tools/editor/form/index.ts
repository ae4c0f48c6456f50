// The editor form's public surface: what the editor app imports from this folder.
export { BlockForm } from './BlockForm.tsx';
export type { BlockFormProps, FieldError, FieldTree } from './BlockForm.tsx';
export type { FormSiteContext } from './form-context.ts';
