import { act, renderHook } from '@testing-library/react';
import type { StartupUser } from '@cedar/shared/contract';
import { resetSession, seedSession } from './session-store.ts';
import { browserTimeZone, useDisplayTimeZone } from './time-zone.ts';

beforeEach(resetSession);

function withZone(time_zone_id: string): StartupUser {
  return { user_timezone: { time_zone_id, time_zone_name: time_zone_id, utc_offset_minutes: 0 } } as StartupUser;
}

describe('useDisplayTimeZone', () => {
  it('is the profile zone, else the browser zone', () => {
    const { result } = renderHook(() => useDisplayTimeZone());
    expect(result.current).toBe(browserTimeZone() ?? 'UTC');
    act(() => seedSession({ user: withZone('Asia/Kolkata') }));
    expect(result.current).toBe('Asia/Kolkata');
    act(() => seedSession({ user: withZone('Not/AZone') }));
    expect(result.current).toBe(browserTimeZone() ?? 'UTC');
  });
});
