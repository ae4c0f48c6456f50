import type { ValidationError } from './format-errors.ts';

/** An error located in a file, as validate prints it (and a development overlay may show it). */
export interface LocatedError extends ValidationError {
  line?: number;
  column?: number;
}

/**
 * `path:line:column  pointer  message`, two spaces between, then `  hint: …` on the next line
 * when there is a hint. The pointer of the whole document is `/`.
 */
export function formatFileError(path: string, error: LocatedError): string {
  const head = `${path}:${error.line ?? 1}:${error.column ?? 1}  ${error.pointer || '/'}  ${error.message}`;
  return error.hint ? `${head}\n  hint: ${error.hint}` : head;
}
