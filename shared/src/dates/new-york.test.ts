import { formatNewYorkTime } from './index.ts';

describe('New York times of the console', () => {
  it('labels winter times EST and summer times EDT', () => {
    expect(formatNewYorkTime('2026-11-25T12:00:00Z')).toBe('Nov 25, 2026 7:00 AM EST');
    expect(formatNewYorkTime('2026-07-01T12:00:00Z')).toBe('Jul 1, 2026 8:00 AM EDT');
  });
});
