import { toCents } from '../../../rules/shop/pricing/money.ts';

/**
 * Reading site parameters (`GET /parameter` → `[{ type, kind, label, value }]`).
 * The API fills in defaults, but the runtime may run against another backend, so every reader
 * takes the §9 default as a fallback and tolerates values sent as strings ("true", "90").
 */

/** The part of a site parameter the readers need. */
export type ParameterLike = { readonly type: string; readonly value?: unknown };
export type ParameterList = readonly ParameterLike[];

const indexes = new WeakMap<ParameterList, ReadonlyMap<string, unknown>>();

/** A frozen list (a cached configuration document) is indexed once; any other is searched. */
function indexOf(parameters: ParameterList): ReadonlyMap<string, unknown> | null {
  if (!Object.isFrozen(parameters)) return null;
  let index = indexes.get(parameters);
  if (!index) {
    const byKey = new Map<string, unknown>();
    // the first parameter of a key wins, as with a search
    for (const parameter of parameters) if (!byKey.has(parameter.type)) byKey.set(parameter.type, parameter.value);
    indexes.set(parameters, byKey);
    index = byKey;
  }
  return index;
}

/** The raw value of `key`, or undefined when the key is missing or its value is null. */
export function parameterValue(parameters: ParameterList, key: string): unknown {
  const index = indexOf(parameters);
  if (index) return index.get(key) ?? undefined;
  const found = parameters.find((parameter) => parameter.type === key);
  return found?.value ?? undefined;
}

/** A string parameter; empty or non-string values give the fallback. */
export function parameterString(parameters: ParameterList, key: string, fallback = ''): string {
  const value = parameterValue(parameters, key);
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/** A numeric parameter: numbers and numeric strings; anything else gives the fallback. */
export function parameterNumber(parameters: ParameterList, key: string, fallback: number): number {
  const value = parameterValue(parameters, key);
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
}

/**
 * A parameter that is an amount in euros (FREE_SHIPPING_PRICE, RETURN_SHIPPING_FEES), as integer
 * cents: the one place a configured amount becomes cents, as `api.call` is for the API's
 * (decision 0076). 0 when unset or not a number.
 */
export function parameterCents(parameters: ParameterList, key: string): number {
  return toCents(parameterNumber(parameters, key, 0));
}

/** A boolean parameter: true/false, "true"/"false", "1"/"0", 1/0; anything else gives the fallback. */
export function parameterBoolean(parameters: ParameterList, key: string, fallback: boolean): boolean {
  const value = parameterValue(parameters, key);
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return fallback;
}

/** An enumerated parameter: the value when it is one of `allowed` (case-insensitive), else the fallback. */
export function parameterChoice<T extends string>(
  parameters: ParameterList,
  key: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = parameterString(parameters, key).toUpperCase();
  return allowed.find((choice) => choice === value) ?? fallback;
}
