import { chatClock, chatToJsonLines, chatToTsv, parseChat } from './media-chat.ts';

const b64 = (s: string) => btoa(String.fromCharCode(...new TextEncoder().encode(s)));

describe('chat rules', () => {
  it('reads tab-separated lines, Zoom senders included', () => {
    const rows = parseChat(
      '00:01:05\tAda Lovelace:\tHello\tthere\r\n120\tBob\tHi\n00:00:07\tFrom Grace Hopper to Everyone:\tWelcome\n',
    );
    expect(rows).toEqual([
      { time: 65, name: 'Ada Lovelace', text: 'Hello\tthere' },
      { time: 120, name: 'Bob', text: 'Hi' },
      { time: 7, name: 'Grace Hopper', text: 'Welcome' },
    ]);
    expect(chatClock(rows[0]!)).toBe('00:01:05');
    expect(parseChat('soon\tAda\tHi\n')).toEqual([]);
  });

  it('falls back to JSON lines after a header, names and texts base64-encoded', () => {
    const file = [
      'time_from_recording_start,s_name,content',
      JSON.stringify({ time_from_recording_start: '00:00:30', s_name: b64('Zoë'), content: b64('Où est le lien ?') }),
      JSON.stringify({ time_from_recording_start: 31.5, s_name: b64('Ada'), content: b64('Here') }),
    ].join('\n');
    expect(parseChat(file)).toEqual([
      { time: 30, name: 'Zoë', text: 'Où est le lien ?' },
      { time: 31.5, name: 'Ada', text: 'Here' },
    ]);
    expect(parseChat('')).toEqual([]);
    expect(parseChat('header\nnot json')).toEqual([]);
  });

  it('writes both formats so that they read back the same', () => {
    const rows = [{ time: 65, name: 'Zoë', text: 'ça va? "quoted" 🎉' }];
    expect(parseChat(chatToJsonLines(rows))).toEqual(rows);
    expect(parseChat(chatToTsv(rows))).toEqual(rows);
    expect(chatToTsv([{ time: 3, name: 'Ada', text: 'a\tb\nc' }])).toBe('00:00:03\tAda\ta b c\n');
  });
});
