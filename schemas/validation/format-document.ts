/** The text `--fix` and new-site write: stable 2-space JSON, keys in their order, final newline. */
export function formatDocument(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
