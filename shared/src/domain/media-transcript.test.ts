import {
  createTranscriptSearch,
  currentRowIndex,
  formatClock,
  shortClock,
  formatTimestamp,
  isValidTranscript,
  parseTimestamp,
  parseTranscript,
  searchRows,
  stampSeconds,
  toWebVtt,
  vttToTranscript,
} from './media-transcript.ts';

describe('transcript rules', () => {
  it('parses hh:mm:ss.mmm strictly for transcripts, h:mm:ss(.fraction) for stamps; bad formats are 0 s', () => {
    expect(parseTimestamp('01:02:03.250')).toBe(3723.25);
    expect(parseTimestamp('1:02:03')).toBe(0);
    expect(parseTimestamp(null)).toBe(0);
    expect(stampSeconds('1:02:03')).toBe(3723);
    expect(stampSeconds('01:02:03.5')).toBe(3723.5);
    expect(stampSeconds('soon')).toBe(0);
    expect(formatClock(3723.9)).toBe('01:02:03');
    expect(shortClock(754.5)).toBe('12:34');
    expect(shortClock(65.9)).toBe('1:05');
    expect(shortClock(4.197)).toBe('0:04');
    expect(shortClock(3599)).toBe('59:59');
    expect(shortClock(3723)).toBe('1:02:03');
    expect(formatTimestamp(4.9996)).toBe('00:00:05.000');
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

  it('validates stored transcripts: every start and end hh:mm:ss.mmm, a text, a map', () => {
    expect(isValidTranscript({ 0: { start: '00:00:01.000', end: '00:00:02.000', text: 'x' } })).toBe(true);
    expect(isValidTranscript({ 0: { start: '0:00:01', end: '00:00:02.000', text: 'x' } })).toBe(false);
    expect(isValidTranscript({ 0: { start: '00:00:01.000', end: '00:00:02.000' } })).toBe(false);
    expect(isValidTranscript([])).toBe(false);
  });

  it('turns a Zoom VTT into a transcript file, and rows into WebVTT captions', () => {
    const vtt =
      'WEBVTT\n\n1\n00:00:01.250 --> 00:00:03.000\nAda: Hello there\n\nNOTE skip me\n\n2\n01:02.500 --> 01:04,000 align:start\nSecond\nline\n';
    const transcript = vttToTranscript(vtt);
    expect(transcript).toEqual({
      0: { start: '00:00:01.250', end: '00:00:03.000', text: 'Ada: Hello there' },
      1: { start: '00:01:02.500', end: '00:01:04.000', text: 'Second line' },
    });
    // Rows apart keep their own ends: the silence between them shows no caption.
    expect(toWebVtt(parseTranscript(transcript)!)).toBe(
      'WEBVTT\n\n1\n00:00:01.250 --> 00:00:03.000\nAda: Hello there\n\n2\n00:01:02.500 --> 00:01:04.000\nSecond line\n',
    );
  });

  it('captions one row at a time: a row running past the next start ends as the next begins, a tick before', () => {
    const rows = [
      { start: 0, end: 6.5, text: 'Welcome to the class.' },
      { start: 5, end: 9, text: 'Today: arrays.' },
      { start: 8.25, end: 12, text: 'Let us start.' },
    ];
    expect(toWebVtt(rows)).toBe(
      'WEBVTT\n\n' +
        '1\n00:00:00.000 --> 00:00:04.999\nWelcome to the class.\n\n' +
        '2\n00:00:05.000 --> 00:00:08.249\nToday: arrays.\n\n' +
        '3\n00:00:08.250 --> 00:00:12.000\nLet us start.\n',
    );
  });

  it('gives a last row without a usable end a cue that still starts and ends in order', () => {
    expect(toWebVtt([{ start: 3, end: 0, text: 'Bye.' }])).toBe('WEBVTT\n\n1\n00:00:03.000 --> 00:00:03.000\nBye.\n');
  });

  it('finds the current row by binary search', () => {
    const rows = [0, 5, 10].map((start) => ({ start }));
    expect(currentRowIndex(rows, -1)).toBe(-1);
    expect(currentRowIndex(rows, 5)).toBe(1);
    expect(currentRowIndex(rows, 7)).toBe(1);
    expect(currentRowIndex(rows, 99)).toBe(2);
    expect(currentRowIndex([], 3)).toBe(-1);
  });
});

describe('transcript search', () => {
  const rows = ['Arrays', 'loops', 'more arrays', 'Array methods', 'maps'].map((text, i) => ({
    start: i * 5,
    end: i * 5 + 4,
    text,
  }));

  it('matches case-insensitively; a blank query matches nothing', () => {
    expect(searchRows(rows, 'ARRAY')).toEqual([0, 2, 3]);
    expect(searchRows(rows, '  ')).toEqual([]);
    expect(searchRows(rows, ' loops ')).toEqual([1]);
  });

  it('gives the same answers keystroke by keystroke as from scratch, growing, shrinking and changing', () => {
    const search = createTranscriptSearch(rows);
    const typed = ['a', 'ar', 'arr', 'arra', 'array', 'arrays', 'array', 'ma', 'map', 'maps', 'mo', '', 'o'];
    for (const query of typed) expect(search(query)).toEqual(searchRows(rows, query));
    expect(search('y m')).toEqual([3]);
    expect(search('ar m')).toEqual([]);
  });
});
