import { form as fetchForm } from '../../runtime/index.server.ts';
import type { BlockLoadContext } from '../../runtime/index.server.ts';
import type { FormBlockData } from './form.block.ts';
import { assertServedForm } from '../../runtime/index.ts';
import type { FormProps } from './form.block.ts';

/** Server side: the form definition (GET /forms/{id}), in the page's language. */
export async function loadForm({ props, api }: BlockLoadContext<FormProps>): Promise<FormBlockData> {
  const result = await fetchForm(api, props.formId);
  if (!result.success) throw new Error(`form "${props.formId}": ${result.message}`);
  return { form: assertServedForm(result.data, props.formId) };
}
