/** A filter value as listQuery accepts it: plain (equal), prefixed, or a list (any of). */
export type FilterValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

function prefixed(prefix: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return `${prefix}${String(value)}`;
}

/** Operator prefixes of §7 list filters; an empty value gives '' so the filter is omitted. */
export const like = (value: string | null | undefined): string => prefixed('lk:', value);
export const different = (value: string | number | null | undefined): string => prefixed('df:', value);
export const lessThan = (value: string | number | null | undefined): string => prefixed('lt:', value);
export const lessOrEqual = (value: string | number | null | undefined): string => prefixed('lte:', value);
export const greaterThan = (value: string | number | null | undefined): string => prefixed('gt:', value);
export const greaterOrEqual = (value: string | number | null | undefined): string => prefixed('gte:', value);
