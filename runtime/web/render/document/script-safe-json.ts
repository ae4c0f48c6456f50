const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** Escapes, in JSON text, what could end an inline script or open an HTML comment. */
export function escapeForScript(json: string): string {
  return json.replace(SCRIPT_UNSAFE, (char) => SCRIPT_ESCAPES[char] ?? char);
}

/** JSON safe inside an inline `<script>`: no `</script>`, no HTML comment, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return escapeForScript(JSON.stringify(value));
}
