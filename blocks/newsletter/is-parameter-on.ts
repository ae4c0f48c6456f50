import type { ServedParameter } from '../../runtime/index.ts';

/** Whether a BOOLEAN site parameter is on (`true`, `"true"`, `1`, `"1"`); absent means off. */
export function isParameterOn(parameters: readonly ServedParameter[], key: string): boolean {
  const value = parameters.find((parameter) => parameter.type === key)?.value;
  return value === true || value === 'true' || value === 1 || value === '1';
}
