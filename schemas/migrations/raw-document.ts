/** A configuration document as parsed JSON, before validation. */
export type RawDocument = Record<string, unknown>;
