import { describe, expect, it } from 'vitest';
import { configuresTracking } from './tracking-keys.ts';

const parameter = (type: string, value: unknown) => ({ type, kind: 'STRING', label: type, value });

describe('configuresTracking', () => {
  it('is true when any tracking key is set, even to an unusable value', () => {
    expect(configuresTracking([parameter('GOOGLE_ANALYTICS_ID', 'G-ABC123')])).toBe(true);
    expect(configuresTracking([parameter('MATOMO_URL', 'http://not-https')])).toBe(true);
  });

  it('is false when none is set or they are blank', () => {
    expect(configuresTracking([])).toBe(false);
    expect(configuresTracking([parameter('GOOGLE_ANALYTICS_ID', '  '), parameter('COMPANY_NAME', 'Autocars')])).toBe(false);
  });
});
