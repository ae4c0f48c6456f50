/**
 * The text of one multipart body, bounded while busboy reads it (issue 32, item 2): the most text
 * fields, the longest field and the most text in all. A cart line's customizations (50 answers of
 * 2,000 characters at most, schemas of cart-line-routes.ts) or a form's answers (a textarea takes
 * 5,000 characters unless its form says otherwise) need far less; 95 fields of 1 MB shaped
 * `[[],[],…]` took 1.2 GB a request once parsed.
 */
export const TEXT_FIELD_LIMITS = {
  /** Most text fields in one body. */
  fields: 50,
  /** Longest text field, in bytes. */
  fieldBytes: 128 * 1024,
  /** Most text in all the fields of one body, in bytes. */
  totalBytes: 256 * 1024,
} as const;
