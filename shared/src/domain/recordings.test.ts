import { chooseRecording, eventRecording, meetingIdFromUrl, type RecordingFacts } from './recordings.ts';

const recording = (uuid: string | null, start: string, minutes: number, meeting = '84120260914'): RecordingFacts => ({
  meeting_id: meeting,
  video_details: {
    generatedUUID: uuid,
    recording_start: start,
    recording_end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
  },
  source_details: { recording_details: { start_time: start } },
});

describe('recording rules', () => {
  it('takes the meeting id from the digits ending the link', () => {
    expect(meetingIdFromUrl('https://zoom.example.com/j/84120260914')).toBe('84120260914');
    expect(meetingIdFromUrl('https://zoom.example.com/j/84120260914?pwd=abc123')).toBe('84120260914');
    expect(meetingIdFromUrl('meet 12345')).toBe('12345');
    expect(meetingIdFromUrl('https://meet.example.com/abc-defg')).toBeNull();
    expect(meetingIdFromUrl(null)).toBeNull();
  });

  it('uses the only recording, or none without a usable id', () => {
    const only = recording('a', '2026-09-14T15:00:00Z', 60);
    expect(chooseRecording([only], '2026-09-20T15:00:00Z')).toBe(only);
    expect(chooseRecording([recording(null, '2026-09-14T15:00:00Z', 60)], '2026-09-14T15:00:00Z')).toBeNull();
    expect(chooseRecording([], '2026-09-14T15:00:00Z')).toBeNull();
  });

  it('prefers the recording of the event date, else the longest', () => {
    const monday = recording('mon', '2026-09-14T15:02:00Z', 50);
    const tuesday = recording('tue', '2026-09-15T15:02:00Z', 55);
    const tuesdayLong = recording('tue-long', '2026-09-15T13:00:00Z', 120);
    expect(chooseRecording([tuesday, monday], '2026-09-14T15:00:00Z')?.video_details.generatedUUID).toBe('mon');
    // Two on the event's date: the longer one.
    expect(chooseRecording([monday, tuesday, tuesdayLong], '2026-09-15T15:00:00Z')?.video_details.generatedUUID).toBe(
      'tue-long',
    );
    // None on the event's date: the longest of all.
    expect(chooseRecording([monday, tuesday], '2026-09-18T15:00:00Z')?.video_details.generatedUUID).toBe('tue');
  });

  it('compares dates in the given time zone', () => {
    const lateEvening = recording('late', '2026-09-15T02:30:00Z', 30); // 14th in Chicago
    const next = recording('next', '2026-09-15T16:00:00Z', 90);
    expect(
      chooseRecording([lateEvening, next], '2026-09-14T23:00:00Z', 'America/Chicago')?.video_details.generatedUUID,
    ).toBe('late');
  });

  it('gives each event its recording state', () => {
    const event = { meeting_url: 'https://zoom.example.com/j/84120260914', start_date_time: '2026-09-14T15:00:00Z' };
    const mine = recording('mine', '2026-09-14T15:01:00Z', 60);
    const other = recording('other', '2026-09-14T15:01:00Z', 60, '999');
    expect(eventRecording(event, [other, mine])).toEqual({ state: 'has_recording', recordingDetails: [mine] });
    expect(eventRecording(event, [other])).toEqual({ state: 'recording_unavailable', recordingDetails: [] });
    expect(eventRecording({ ...event, meeting_url: null }, [mine]).state).toBe('meetingId_unknown');
  });
});
