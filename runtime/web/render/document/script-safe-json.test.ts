import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './script-safe-json.ts';

describe('scriptSafeJson', () => {
  it('escapes what could end the inline script', () => {
    const json = scriptSafeJson({ html: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ html: '</script><script>alert(1)</script>' });
  });
  it('escapes comment openers, ampersands and line separators, and reads back the same value', () => {
    const value = { text: '<!-- a & b -->\u2028\u2029' };
    const json = scriptSafeJson(value);
    expect(json).toBe('{"text":"\\u003c!-- a \\u0026 b --\\u003e\\u2028\\u2029"}');
    expect(JSON.parse(json)).toEqual(value);
  });
});
