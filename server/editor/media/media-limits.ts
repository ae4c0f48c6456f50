/** Largest picture the media library takes: 10 MB (a camera's JPEG is 3–8 MB). */
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;
/** Most pixels a library picture may have: 40 million, the image pipeline's own bound (decision 0039). */
export const MAX_MEDIA_PIXELS = 40_000_000;
/** Longest alt text, per language. */
export const MAX_ALT_LENGTH = 300;
