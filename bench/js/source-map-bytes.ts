/** The two fields of a source map (v3) this bench reads. */
export interface SourceMapLike {
  sources: readonly (string | null)[];
  mappings: string;
}

/** Bytes of generated code no mapping claims (bundler glue, newlines). */
export const UNMAPPED = '(unmapped)';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** One segment's base64 VLQ fields (generated column, source, line, column, name — relative, as stored). */
export function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`source map: "${char}" is not a base64 VLQ digit (segment "${segment}")`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -Math.floor(value / 2) : Math.floor(value / 2));
    value = 0;
    shift = 0;
  }
  if (shift !== 0) throw new Error(`source map: segment "${segment}" ends inside a number`);
  return values;
}

/**
 * How many bytes (UTF-8) of `code` each source of `map` produced: every mapping segment owns the
 * generated text from its column to the next segment's (or the end of the line); text before a
 * line's first segment, segments without a source, and the newlines count as `UNMAPPED`.
 */
export function bytesBySource(code: string, map: SourceMapLike): Map<string, number> {
  const bytes = new Map<string, number>();
  const add = (source: string, text: string) => {
    const size = Buffer.byteLength(text);
    if (size > 0) bytes.set(source, (bytes.get(source) ?? 0) + size);
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    if (lineIndex > 0) add(UNMAPPED, '\n');
    const segments = (mappingLines[lineIndex] ?? '').split(',').filter(Boolean);
    let column = 0;
    let owner = UNMAPPED;
    let from = 0;
    for (const segment of segments) {
      const fields = decodeSegment(segment);
      column += fields[0]!;
      add(owner, line.slice(from, column));
      from = column;
      if (fields.length >= 4) {
        sourceIndex += fields[1]!;
        owner = map.sources[sourceIndex] ?? UNMAPPED;
      } else {
        owner = UNMAPPED;
      }
    }
    add(owner, line.slice(from));
  });
  return bytes;
}

/**
 * A source map's source as a path inside the project (`runtime/web/app/App.tsx`), or from its
 * `node_modules/` folder on (`node_modules/react-dom/index.js`) for a dependency.
 */
export function projectPath(source: string): string {
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules >= 0) return source.slice(inModules);
  return source.replace(/^(\.\.?\/)+/, '');
}

/**
 * Vitrine's own code: a project source (`runtime/`, `blocks/`, `rules/`, …). Everything else —
 * `node_modules/` and the bundler's virtual modules (`\0…`, `vite/…`) — counts as libraries.
 */
export function isOwnSource(path: string): boolean {
  return !path.startsWith('node_modules/') && !path.startsWith('\0') && !path.startsWith('vite/') && path !== UNMAPPED && /^[\w@-][\w@./-]*\.[cm]?[jt]sx?$/.test(path);
}

export interface OriginSplit {
  libraryBytes: number;
  ownBytes: number;
}

/**
 * A chunk's gzip size shared between libraries and Vitrine's own code in proportion to the
 * minified bytes each produced (gzip does not add up per module; unmapped bytes are shared alike).
 * Null when no byte of the chunk is mapped to a source.
 */
export function splitByOrigin(gzipBytes: number, sourceBytes: ReadonlyMap<string, number>): OriginSplit | null {
  let own = 0;
  let library = 0;
  for (const [source, size] of sourceBytes) {
    if (source === UNMAPPED) continue;
    if (isOwnSource(projectPath(source))) own += size;
    else library += size;
  }
  if (own + library === 0) return null;
  const ownBytes = Math.round((gzipBytes * own) / (own + library));
  return { libraryBytes: gzipBytes - ownBytes, ownBytes };
}
