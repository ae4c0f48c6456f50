/**
 * The text of one multipart body, bounded while busboy reads it (issue 32, item 2): the most text
 * fields, the longest field and the most text in all. A cart line's customizations (50 answers of
 * 2,000 characters at most, schemas of cart-line-routes.ts) or a form's answers (a textarea takes
 * 5,000 characters unless its form says otherwise) need far less; 95 fields of 1 MB shaped
 * `[[],[],…]` took 1.2 GB a request once parsed. Decision 0051.
 */
export const TEXT_FIELD_LIMITS = {
  /** Most text fields in one body. */
  fields: 50,
  /** Longest text field, in bytes. */
  fieldBytes: 128 * 1024,
  /** Most text in all the fields of one body, in bytes. */
  totalBytes: 256 * 1024,
} as const;

/** The busboy limits that hold TEXT_FIELD_LIMITS (with `files`, the most files). */
export function busboyTextLimits(files: number): { fieldSize: number; fields: number; files: number } {
  // busboy calls a field truncated once it holds fieldSize bytes, even if nothing follows: one
  // more byte lets a field of exactly fieldBytes through.
  return { fieldSize: TEXT_FIELD_LIMITS.fieldBytes + 1, fields: TEXT_FIELD_LIMITS.fields, files };
}

/** Which text limit a body passes, to name it in the 413. */
export type TextLimit = 'fieldTooLarge' | 'tooManyFields' | 'textTooLarge';

/**
 * Counts the text fields of one body as busboy hands them over: `add` answers the limit the new
 * field passes (busboy truncated it, or the text in all is now too much), or null.
 */
export function textFieldCounter(): { add(value: string, truncated: boolean): TextLimit | null } {
  let total = 0;
  return {
    add(value, truncated) {
      if (truncated) return 'fieldTooLarge';
      total += Buffer.byteLength(value);
      return total > TEXT_FIELD_LIMITS.totalBytes ? 'textTooLarge' : null;
    },
  };
}
