import { describe, expect, it } from 'vitest';
import { JsonSyntaxError, jsonPositions, parseJsonWithPositions, positionAt } from './json-positions.ts';

const text = ['{', '  "a": 1,', '  "list": [', '    { "b/c": "x\\n" },', '    true', '  ]', '}'].join('\n');

describe('parseJsonWithPositions', () => {
  it('parses the same value as JSON.parse', () => {
    expect(parseJsonWithPositions(text).value).toEqual(JSON.parse(text));
    const tricky = '{"u":"\\u00e9\\"","n":-1.5e3,"e":[],"o":{},"z":null,"f":false}';
    expect(parseJsonWithPositions(tricky).value).toEqual(JSON.parse(tricky));
  });

  it('maps each JSON pointer to the line and column of its value and key', () => {
    const positions = jsonPositions(text);
    expect(positions.get('')).toEqual({ value: { line: 1, column: 1 } });
    expect(positions.get('/a')).toEqual({ value: { line: 2, column: 8 }, key: { line: 2, column: 3 } });
    expect(positions.get('/list/0')).toEqual({ value: { line: 4, column: 5 } });
    expect(positions.get('/list/0/b~1c')).toEqual({ value: { line: 4, column: 14 }, key: { line: 4, column: 7 } });
    expect(positions.get('/list/1')).toEqual({ value: { line: 5, column: 5 } });
  });

  it('reports a syntax error at its own line and column', () => {
    const broken = '{\n  "a": 1,\n  "b" 2\n}';
    expect(() => parseJsonWithPositions(broken)).toThrow(JsonSyntaxError);
    try {
      parseJsonWithPositions(broken);
    } catch (error) {
      expect(error).toMatchObject({ line: 3, column: 7 });
      expect((error as Error).message).toContain('expected ":"');
    }
  });

  it('rejects a trailing comma, an unterminated string and trailing text', () => {
    expect(() => parseJsonWithPositions('[1,]')).toThrow(/unexpected character "]" at line 1, column 4/);
    expect(() => parseJsonWithPositions('{"a": "b')).toThrow(/unterminated string/);
    expect(() => parseJsonWithPositions('{} x')).toThrow(/after the end of the document/);
  });
});

describe('positionAt', () => {
  const positions = jsonPositions(text);
  it('points at the key of an unknown property, else at the value', () => {
    expect(positionAt(positions, '/a', true)).toEqual({ line: 2, column: 3 });
    expect(positionAt(positions, '/a')).toEqual({ line: 2, column: 8 });
  });

  it('falls back to the nearest existing ancestor', () => {
    expect(positionAt(positions, '/list/0/missing')).toEqual({ line: 4, column: 5 });
    expect(positionAt(positions, '/nothing/here')).toEqual({ line: 1, column: 1 });
  });
});
