import { chatClock, parseChat } from './chat';
import { isMissing, participantName, uniqueParticipants } from './participants';
import { currentRowIndex, formatClock, parseTimestamp, parseTranscript, searchRows, toWebVtt } from './transcript';

const b64 = (s: string) => btoa(String.fromCharCode(...new TextEncoder().encode(s)));

describe('transcript', () => {
  it('parses hh:mm:ss.mmm and yields 0 for a bad format', () => {
    expect(parseTimestamp('01:02:03.250')).toBe(3723.25);
    expect(parseTimestamp('1:02:03')).toBe(0);
    expect(parseTimestamp(null)).toBe(0);
    expect(formatClock(3723.9)).toBe('01:02:03');
  });

  it('reads a map of rows in time order; unavailable when a start is malformed', () => {
    const rows = parseTranscript({
      b: { start: '00:00:05.000', end: '00:00:09.000', text: 'second' },
      a: { start: '00:00:00.000', end: '00:00:04.500', text: 'first' },
    });
    expect(rows?.map((r) => r.text)).toEqual(['first', 'second']);
    expect(parseTranscript({ a: { start: '0:00:00', end: '00:00:01.000', text: 'x' } })).toBeNull();
    expect(parseTranscript('nope')).toBeNull();
    expect(parseTranscript({})).toBeNull();
  });

  it('finds the current row and searches case-insensitively', () => {
    const rows = [0, 5, 10].map((start, i) => ({
      start,
      end: start + 4,
      text: ['Arrays', 'loops', 'more arrays'][i]!,
    }));
    expect(currentRowIndex(rows, -1)).toBe(-1);
    expect(currentRowIndex(rows, 7)).toBe(1);
    expect(currentRowIndex(rows, 99)).toBe(2);
    expect(searchRows(rows, 'ARRAY')).toEqual([0, 2]);
    expect(searchRows(rows, '  ')).toEqual([]);
    expect(toWebVtt(rows.slice(0, 1))).toBe('WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.000\nArrays\n');
  });
});

describe('chat', () => {
  it('reads tab-separated lines', () => {
    const rows = parseChat('00:01:05\tAda Lovelace:\tHello\tthere\n00:02:00\tBob\tHi\n');
    expect(rows).toEqual([
      { time: 65, name: 'Ada Lovelace', text: 'Hello\tthere' },
      { time: 120, name: 'Bob', text: 'Hi' },
    ]);
    expect(chatClock(rows![0]!)).toBe('00:01:05');
  });

  it('falls back to JSON lines after a header, names and texts base64-encoded', () => {
    const file = [
      'time_from_recording_start,s_name,content',
      JSON.stringify({ time_from_recording_start: '00:00:30', s_name: b64('Zoë'), content: b64('Où est le lien ?') }),
    ].join('\n');
    expect(parseChat(file)).toEqual([{ time: 30, name: 'Zoë', text: 'Où est le lien ?' }]);
    expect(parseChat('')).toBeNull();
    expect(parseChat('header\nnot json')).toBeNull();
  });
});

const p = (id: string | null, name: string) => ({ id, name, mycedar_user_info: null });

describe('participants', () => {
  it('names by preferred, given, first name, else Unknown; de-duplicates by id or name', () => {
    const info = {
      email: 'a@x.test',
      first_name: 'Ann',
      last_name: 'B',
      given_name: null,
      preferred_name: 'Annie',
      user_image_url: null,
    };
    expect(participantName({ id: null, name: 'zoom', mycedar_user_info: info })).toBe('Annie');
    expect(participantName({ id: null, name: 'zoom', mycedar_user_info: { ...info, preferred_name: null } })).toBe(
      'Ann',
    );
    expect(participantName({ id: null, name: '', mycedar_user_info: null })).toBe('Unknown');
    expect(uniqueParticipants([p('1', 'A'), p('1', 'B'), p(null, 'C'), p(null, 'C')])).toHaveLength(2);
    expect([null, '', 'null', undefined].every(isMissing)).toBe(true);
    expect(isMissing('https://x')).toBe(false);
  });
});
