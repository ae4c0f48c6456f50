import { form as fetchForm } from '../../runtime/api/endpoints/forms.ts';
import type { BlockLoadContext } from '../define-block.ts';
import type { FormBlockData } from './Form.tsx';
import { assertServedForm } from '../../runtime/machines/form/form-definition.ts';
import type { FormProps } from './form.schema.ts';

/** Server side: the form definition (GET /forms/{id}), in the page's language. */
export async function loadForm({ props, api }: BlockLoadContext<FormProps>): Promise<FormBlockData> {
  const result = await fetchForm(api, props.formId);
  if (!result.success) throw new Error(`form "${props.formId}": ${result.message}`);
  return { form: assertServedForm(result.data, props.formId) };
}
