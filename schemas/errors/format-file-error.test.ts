import { describe, expect, it } from 'vitest';
import { formatFileError } from './format-file-error.ts';

describe('formatFileError', () => {
  it('prints file:line:column, the pointer and the message, two spaces apart', () => {
    expect(formatFileError('site-configs/a/site.json', { line: 4, column: 13, pointer: '/idSite', message: 'must be integer' })).toBe(
      'site-configs/a/site.json:4:13  /idSite  must be integer',
    );
  });

  it('adds the hint on its own line, and names the document root "/"', () => {
    expect(formatFileError('a.json', { pointer: '', message: 'invalid', hint: 'did you mean "x"?' })).toBe(
      'a.json:1:1  /  invalid\n  hint: did you mean "x"?',
    );
  });
});
