import type { FormStatus } from './form-context.ts';

/** The status a form shows for a form machine snapshot's state value (`{ editing: 'refused' }` → refused). */
export function formStatusOf(value: unknown): FormStatus {
  if (typeof value === 'string') return value === 'starting' ? 'editing' : (value as FormStatus);
  const editing = (value as { editing?: string } | null)?.editing;
  return editing === 'invalid' || editing === 'refused' || editing === 'failed' ? editing : 'editing';
}
