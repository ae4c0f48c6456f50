import { describe, expect, it } from 'vitest';
import { adminDateTime } from './admin-date-time.ts';

describe('adminDateTime', () => {
  it('shows a moment in Paris time, not UTC (a preview made at 23:30 UTC in winter is dated 00:30 the next day)', () => {
    expect(adminDateTime('2026-11-26T23:30:00.000Z', 'fr_FR')).toBe('27 nov. 2026, 00:30');
    expect(adminDateTime('2026-07-01T08:05:00.000Z', 'en')).toBe('1 Jul 2026, 10:05');
  });
});
