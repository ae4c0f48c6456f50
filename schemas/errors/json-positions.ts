import { findNodeAtLocation, getLocation, parseTree, printParseErrorCode } from 'jsonc-parser';
import type { JSONPath, Node, ParseError } from 'jsonc-parser';

/**
 * Where values sit in a JSON text, so a validation error at a JSON pointer can be reported as
 * `file:line:column`. The syntax tree comes from jsonc-parser (the parser VS Code uses), in
 * strict JSON mode. Lines and columns start at 1; a column counts UTF-16 code units.
 */
export interface Position {
  line: number;
  column: number;
}

/** The syntax tree of a document and the offset where each of its lines starts. */
export interface JsonPositions {
  root: Node;
  lineStarts: number[];
}

/** Invalid JSON, with the position of the first offending character. */
export class JsonSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`${reason} at line ${line}, column ${column}`);
    this.name = 'JsonSyntaxError';
  }
}

/** What was expected, by jsonc-parser error code; the found character is added before it. */
const expectations: Record<string, string> = {
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected ":"',
  CommaExpected: 'expected ","',
  CloseBraceExpected: 'expected "," or "}"',
  CloseBracketExpected: 'expected "," or "]"',
  EndOfFileExpected: 'expected the end of the document',
};

/** Errors about the text of one token, reported as they are. */
const tokenErrors: Record<string, string> = {
  InvalidNumberFormat: 'invalid number',
  UnexpectedEndOfNumber: 'invalid number',
  UnexpectedEndOfString: 'unterminated string',
  InvalidUnicode: 'invalid \\u escape in a string',
  InvalidEscapeCharacter: 'invalid escape in a string',
  InvalidCharacter: 'unescaped control character in a string',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
};

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}

/** Line and column (from 1) of a character offset. */
export function positionOfOffset(lineStarts: readonly number[], offset: number): Position {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (lineStarts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - lineStarts[low]! + 1 };
}

/**
 * What was expected at an invalid symbol: the parser's next complaint right after it (`[1, x]`:
 * a value; `{"a" x}`: a colon), else a property name at a key position, else a value.
 */
function expectedAtSymbol(text: string, errors: readonly ParseError[]): string {
  const [symbol, next] = errors;
  const adjacent = next && symbol && next.offset <= symbol.offset + symbol.length ? expectations[printParseErrorCode(next.error)] : undefined;
  if (adjacent) return adjacent;
  return getLocation(text, symbol?.offset ?? 0).isAtPropertyKey ? expectations.PropertyNameExpected! : expectations.ValueExpected!;
}

function reasonOf(text: string, errors: readonly ParseError[], root: Node | undefined): string {
  const error = errors[0]!;
  const code = printParseErrorCode(error.error);
  const token = tokenErrors[code];
  if (token) return token;
  const found = error.offset >= text.length ? 'unexpected end of input' : `unexpected character ${JSON.stringify(text[error.offset])}`;
  if (root && error.offset >= root.offset + root.length) return `${found} after the end of the document`;
  const expected = code === 'InvalidSymbol' ? expectedAtSymbol(text, errors) : expectations[code];
  return expected ? `${found}, ${expected}` : found;
}

/** Parses `text` (strict JSON: no comments, no trailing commas) into its value and positions. */
export function parseJsonWithPositions(text: string): { value: unknown; positions: JsonPositions } {
  // A byte-order mark is blanked rather than removed, so offsets stay those of the file.
  const source = text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text;
  const lineStarts = lineStartsOf(source);
  const errors: ParseError[] = [];
  const root = parseTree(source, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (first || !root) {
    const offset = first?.offset ?? 0;
    const { line, column } = positionOfOffset(lineStarts, offset);
    throw new JsonSyntaxError(first ? reasonOf(source, errors, root) : 'unexpected end of input, expected a value', line, column);
  }
  // The tree's own values would assign "__proto__" keys as prototypes: JSON.parse keeps them as data.
  return { value: JSON.parse(source) as unknown, positions: { root, lineStarts } };
}

/** The positions of every value of `text`. */
export function jsonPositions(text: string): JsonPositions {
  return parseJsonWithPositions(text).positions;
}

/** `/list/0/b~1c` → `['list', 0, 'b/c']`: array indices as numbers, as jsonc-parser paths want. */
function pathOf(root: Node, pointer: string): JSONPath {
  const path: JSONPath = [];
  let node: Node | undefined = root;
  for (const raw of pointer.split('/').slice(1)) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const step: string | number = node?.type === 'array' && /^(0|[1-9][0-9]*)$/.test(segment) ? Number(segment) : segment;
    path.push(step);
    node = node ? findNodeAtLocation(node, [step]) : undefined;
  }
  return path;
}

/**
 * The position to report for an error at `pointer`: the key for `onKey` errors (an unknown
 * property), else the value; a pointer that does not exist falls back to its nearest ancestor.
 */
export function positionAt(positions: JsonPositions, pointer: string, onKey = false): Position {
  const path = pathOf(positions.root, pointer);
  for (let depth = path.length; depth >= 0; depth--) {
    const node = findNodeAtLocation(positions.root, path.slice(0, depth));
    if (!node) continue;
    const key = onKey && depth === path.length && node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
    return positionOfOffset(positions.lineStarts, (key ?? node).offset);
  }
  return { line: 1, column: 1 };
}
