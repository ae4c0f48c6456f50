import { Type } from '@sinclair/typebox';
import type { ObjectOptions, TProperties } from '@sinclair/typebox';

/**
 * An object of an API answer: the listed properties are checked, others pass (a newer API may
 * add fields; the runtime relies only on what the schema lists).
 */
export function OpenObject<T extends TProperties>(properties: T, options: ObjectOptions = {}) {
  return Type.Object(properties, { additionalProperties: true, ...options });
}
