import type { LayoutNode } from '../../runtime/index.ts';
import type { FieldErrors, FormValues } from './form-definition.ts';
import { HONEYPOT_FIELD } from './form-definition.ts';

/** The form id of the newsletter block's no-JavaScript post (`_form=newsletter`). */
export const NEWSLETTER_FORM_ID = 'newsletter';

/** Longest text echoed back per field: more than any field accepts, so a too-long answer still shows as such. */
const MAX_ECHOED_CHARS = 10_000;

/**
 * What a refused or failed no-JavaScript post sends back into the page it came from: the
 * visitor's answers (never the honeypot, never files: a browser cannot pre-fill a file input),
 * each error by field, and the API's message when nothing more precise applies.
 */
export interface FormEcho {
  formId: string;
  /** `invalid`: answers refused (HTTP 422); `failed`: the API did not answer or failed (HTTP 503). */
  status: 'invalid' | 'failed';
  values: FormValues;
  errors: FieldErrors;
  message: string;
}

/** The HTTP status of a page answered with an echo. */
export function echoStatus(echo: Pick<FormEcho, 'status'>): 422 | 503 {
  return echo.status === 'invalid' ? 422 : 503;
}

/** An echo with safe values: no honeypot, texts cut at a length no field accepts. */
export function formEcho(input: FormEcho): FormEcho {
  const values: FormValues = {};
  for (const [name, value] of Object.entries(input.values)) {
    if (name === HONEYPOT_FIELD) continue;
    values[name] = typeof value === 'string' ? [...value].slice(0, MAX_ECHOED_CHARS).join('') : value === true;
  }
  return { ...input, values };
}

/** The echo as a block receives it in its `data`: only when it is for this form id. */
export function echoFor(data: unknown, formId: string): FormEcho | undefined {
  const echo = (data as { echo?: FormEcho } | null | undefined)?.echo;
  return echo && echo.formId === formId ? echo : undefined;
}

function formIdOf(node: LayoutNode): string | undefined {
  if (node.type === 'newsletter') return NEWSLETTER_FORM_ID;
  if (node.type !== 'form') return undefined;
  const loaded = (node.data as { form?: { id?: unknown } } | undefined)?.form?.id;
  return typeof loaded === 'string' ? loaded : undefined;
}

/**
 * The layout with the echo handed to the block it belongs to (a `form` block of that form id,
 * or the `newsletter` block), in its `data`, so the server render and the hydration agree.
 * Other nodes are returned as they are (the layout itself is never mutated).
 */
export function withFormEcho(layout: readonly LayoutNode[], echo: FormEcho | undefined): LayoutNode[] {
  if (!echo) return [...layout];
  return layout.map((node) => {
    let next = node;
    if (formIdOf(node) === echo.formId) next = { ...node, data: { ...(node.data as object | undefined), echo } };
    if (node.slots) {
      next = { ...next, slots: Object.fromEntries(Object.entries(node.slots).map(([name, children]) => [name, withFormEcho(children, echo)])) };
    }
    return next;
  });
}
