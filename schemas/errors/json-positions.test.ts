import { describe, expect, it } from 'vitest';
import { JsonSyntaxError, jsonPositions, parseJsonWithPositions, positionAt } from './json-positions.ts';

const text = ['{', '  "a": 1,', '  "list": [', '    { "b/c": "x\\n" },', '    true', '  ]', '}'].join('\n');

describe('parseJsonWithPositions', () => {
  it('parses the same value as JSON.parse', () => {
    expect(parseJsonWithPositions(text).value).toEqual(JSON.parse(text));
    const tricky = '{"u":"\\u00e9\\"","n":-1.5e3,"e":[],"o":{},"z":null,"f":false}';
    expect(parseJsonWithPositions(tricky).value).toEqual(JSON.parse(tricky));
  });

  it('locates each JSON pointer at the line and column of its value and key', () => {
    const positions = jsonPositions(text);
    expect(positionAt(positions, '')).toEqual({ line: 1, column: 1 });
    expect(positionAt(positions, '/a')).toEqual({ line: 2, column: 8 });
    expect(positionAt(positions, '/a', true)).toEqual({ line: 2, column: 3 });
    expect(positionAt(positions, '/list/0')).toEqual({ line: 4, column: 5 });
    expect(positionAt(positions, '/list/0/b~1c')).toEqual({ line: 4, column: 14 });
    expect(positionAt(positions, '/list/0/b~1c', true)).toEqual({ line: 4, column: 7 });
    expect(positionAt(positions, '/list/1')).toEqual({ line: 5, column: 5 });
  });

  it('keeps a "__proto__" key as data, as JSON.parse does', () => {
    const value = parseJsonWithPositions('{"__proto__": {"polluted": true}}').value as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('counts a byte-order mark as the first column', () => {
    expect(parseJsonWithPositions('\ufeff{"a": 1}').value).toEqual({ a: 1 });
    expect(positionAt(jsonPositions('\ufeff{"a": 1}'), '/a')).toEqual({ line: 1, column: 8 });
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

  it('rejects a trailing comma, an unterminated string, trailing text and comments', () => {
    expect(() => parseJsonWithPositions('[1,]')).toThrow(/unexpected character "]", expected a value at line 1, column 4/);
    expect(() => parseJsonWithPositions('{"a": 1,}')).toThrow(/expected a property name in double quotes at line 1, column 9/);
    expect(() => parseJsonWithPositions('// note\n{}')).toThrow(/comments are not allowed/);
    expect(() => parseJsonWithPositions('{ not json')).toThrow(/unexpected character "n", expected a property name in double quotes at line 1, column 3/);
    expect(() => parseJsonWithPositions('[1, x]')).toThrow(/unexpected character "x", expected a value at line 1, column 5/);
    expect(() => parseJsonWithPositions('')).toThrow(/unexpected end of input/);
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
