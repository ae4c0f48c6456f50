import { describe, expect, it } from 'vitest';
import { apiUnavailable } from './site-unavailable.ts';

describe('apiUnavailable', () => {
  it.each([
    [undefined, true],
    [0, true],
    [500, true],
    [502, true],
    [503, true],
    [404, false],
    [400, false],
    [403, false],
  ])('a failure with status %s is an outage: %s', (status, expected) => {
    expect(apiUnavailable(status === undefined ? {} : { status })).toBe(expected);
  });
});
