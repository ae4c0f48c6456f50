import { describe, expect, it } from 'vitest';
import { widgetOf } from './widget-of.ts';

describe('widgetOf', () => {
  it.each([
    [{ type: 'string' }, 'localized-text'],
    [{ type: 'string', contentMediaType: 'text/html' }, 'localized-html'],
    [{ type: 'string', format: 'date' }, 'date'],
    [{ type: 'integer', minimum: 1 }, 'number'],
    [{ type: 'boolean' }, 'switch'],
    [{ type: 'array', items: { type: 'string' } }, 'list'],
    [{ type: 'object', properties: {} }, 'group'],
    [{ anyOf: [{ const: 'a', type: 'string' }, { const: 'b', type: 'string' }] }, 'choice'],
    [{ enum: [2, 3] }, 'choice'],
    [{ type: 'string', pattern: '^/', 'x-widget': 'page' }, 'page'],
    [{}, 'raw'],
    [{ description: 'Anything' }, 'raw'],
  ])('decides %j as %s', (schema, widget) => {
    expect(widgetOf(schema)).toBe(widget);
  });

  it.each([
    [{ type: 'string', pattern: '^[a-z]+$' }],
    [{ type: 'string', format: 'email' }],
    [{ anyOf: [{ type: 'string' }, { type: 'integer' }] }],
    [{ type: 'object' }],
    [{ minLength: 1 }],
  ])('cannot decide %j without an x-widget', (schema) => {
    expect(widgetOf(schema)).toBeNull();
  });
});
