/**
 * A small JSON parser that remembers where every value sits in the text, so a validation error
 * at a JSON pointer can be reported as `file:line:column`. Lines and columns start at 1; a
 * column counts UTF-16 code units from the start of the line.
 */
export interface Position {
  line: number;
  column: number;
}

/** Where one value is: its own position, and for an object member the position of its key. */
export interface JsonLocation {
  value: Position;
  key?: Position;
}

export type JsonPositions = Map<string, JsonLocation>;

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

const escapeSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const escapes: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** Parses `text` (strict JSON) into its value and a map JSON pointer → location. */
export function parseJsonWithPositions(text: string): { value: unknown; positions: JsonPositions } {
  const positions: JsonPositions = new Map();
  let index = 0;
  let line = 1;
  let lineStart = 0;
  const here = (): Position => ({ line, column: index - lineStart + 1 });
  const fail = (message: string): never => {
    const { line: l, column } = here();
    throw new JsonSyntaxError(message, l, column);
  };
  const describe = () => (index >= text.length ? 'unexpected end of input' : `unexpected character ${JSON.stringify(text[index])}`);
  const skipSpace = () => {
    while (index < text.length) {
      const c = text[index];
      if (c === '\n') {
        line += 1;
        lineStart = index + 1;
      } else if (c !== ' ' && c !== '\t' && c !== '\r') return;
      index += 1;
    }
  };
  const expect = (c: string) => {
    if (text[index] !== c) fail(`${describe()}, expected ${JSON.stringify(c)}`);
    index += 1;
  };

  const parseString = (): string => {
    expect('"');
    let out = '';
    while (index < text.length) {
      const c = text[index] as string;
      if (c === '"') {
        index += 1;
        return out;
      }
      if (c === '\n' || c < ' ') fail('unescaped control character in a string');
      if (c === '\\') {
        const e = text[index + 1] ?? '';
        if (e === 'u') {
          const hex = text.slice(index + 2, index + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('invalid \\u escape in a string');
          out += String.fromCharCode(parseInt(hex, 16));
          index += 6;
        } else if (e in escapes) {
          out += escapes[e];
          index += 2;
        } else {
          index += 1;
          fail(`invalid escape "\\${e}" in a string`);
        }
      } else {
        out += c;
        index += 1;
      }
    }
    return fail('unterminated string');
  };

  const parseNumber = (): number => {
    const match = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(text.slice(index));
    if (!match) return fail(describe());
    index += match[0].length;
    return Number(match[0]);
  };

  const parseValue = (pointer: string, key?: Position): unknown => {
    skipSpace();
    positions.set(pointer, key ? { value: here(), key } : { value: here() });
    const c = text[index];
    if (c === '{') return parseObject(pointer);
    if (c === '[') return parseArray(pointer);
    if (c === '"') return parseString();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return parseNumber();
    for (const [word, value] of [['true', true], ['false', false], ['null', null]] as const) {
      if (text.startsWith(word, index)) {
        index += word.length;
        return value;
      }
    }
    return fail(describe());
  };

  const parseObject = (pointer: string): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    expect('{');
    skipSpace();
    if (text[index] === '}') {
      index += 1;
      return out;
    }
    for (;;) {
      skipSpace();
      const keyAt = here();
      if (text[index] !== '"') fail(`${describe()}, expected a property name in double quotes`);
      const name = parseString();
      skipSpace();
      expect(':');
      out[name] = parseValue(`${pointer}/${escapeSegment(name)}`, keyAt);
      skipSpace();
      if (text[index] === ',') index += 1;
      else if (text[index] === '}') {
        index += 1;
        return out;
      } else fail(`${describe()}, expected "," or "}"`);
    }
  };

  const parseArray = (pointer: string): unknown[] => {
    const out: unknown[] = [];
    expect('[');
    skipSpace();
    if (text[index] === ']') {
      index += 1;
      return out;
    }
    for (;;) {
      out.push(parseValue(`${pointer}/${out.length}`));
      skipSpace();
      if (text[index] === ',') index += 1;
      else if (text[index] === ']') {
        index += 1;
        return out;
      } else fail(`${describe()}, expected "," or "]"`);
    }
  };

  if (text.charCodeAt(0) === 0xfeff) index = 1;
  const value = parseValue('');
  skipSpace();
  if (index < text.length) fail(`${describe()} after the end of the document`);
  return { value, positions };
}

/** The map JSON pointer → location of every value of `text`. */
export function jsonPositions(text: string): JsonPositions {
  return parseJsonWithPositions(text).positions;
}

/**
 * The position to report for an error at `pointer`: the key for `onKey` errors (an unknown
 * property), else the value; a pointer that does not exist falls back to its nearest ancestor.
 */
export function positionAt(positions: JsonPositions, pointer: string, onKey = false): Position {
  let at = pointer;
  for (;;) {
    const location = positions.get(at);
    if (location) return (onKey && at === pointer ? location.key : undefined) ?? location.value;
    if (at === '') return { line: 1, column: 1 };
    at = at.slice(0, at.lastIndexOf('/'));
  }
}
