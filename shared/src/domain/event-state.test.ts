import { JOIN_EARLY_MS, eventState } from './event-state.ts';

const event = { start_date_time: '2026-09-14T15:00:00Z', end_date_time: '2026-09-14T16:00:00Z' };
const at = (iso: string) => new Date(iso);

describe('event state (§4)', () => {
  it('is live from the start to the end, both included', () => {
    expect(eventState(event, at('2026-09-14T15:00:00Z'))).toBe('is_live');
    expect(eventState(event, at('2026-09-14T15:30:00Z'))).toBe('is_live');
    expect(eventState(event, at('2026-09-14T16:00:00Z'))).toBe('is_live');
  });

  it('has passed after the end', () => {
    expect(eventState(event, at('2026-09-14T16:00:00.001Z'))).toBe('is_passed');
  });

  it('may be joined early up to 10 minutes before the start', () => {
    expect(eventState(event, new Date(Date.parse(event.start_date_time) - JOIN_EARLY_MS))).toBe('is_join_early');
    expect(eventState(event, at('2026-09-14T14:59:59Z'))).toBe('is_join_early');
  });

  it('is future when the start is more than 10 minutes away', () => {
    expect(eventState(event, new Date(Date.parse(event.start_date_time) - JOIN_EARLY_MS - 1))).toBe('is_future');
    expect(eventState(event, at('2026-09-13T15:00:00Z'))).toBe('is_future');
  });
});
