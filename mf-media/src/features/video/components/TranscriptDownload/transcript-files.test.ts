import { transcriptFile, transcriptFileName, transcriptText } from './transcript-files';

const rows = [
  { start: 0, end: 4, text: 'Welcome to the class on arrays.' },
  { start: 3725.5, end: 3729, text: 'An hour in.' },
];

describe('transcript files', () => {
  it('names the file after the title, safely', () => {
    expect(transcriptFileName('Class 1: Arrays and loops', 'vtt')).toBe('Class 1 - Arrays and loops.vtt');
    expect(transcriptFileName('a/b\\c*?"<>|d', 'txt')).toBe('a b c d.txt');
    expect(transcriptFileName('  ', 'txt')).toBe('transcript.txt');
    expect(transcriptFileName(null, 'vtt')).toBe('transcript.vtt');
    expect(transcriptFileName('x'.repeat(300), 'txt')).toHaveLength(124);
  });

  it('writes text lines as [hh:mm:ss] text', () => {
    expect(transcriptText(rows)).toBe('[00:00:00] Welcome to the class on arrays.\n[01:02:05] An hour in.\n');
  });

  it('writes WebVTT as the captions use it', () => {
    const file = transcriptFile('Class 1', rows, 'vtt');
    expect(file).toMatchObject({ name: 'Class 1.vtt', type: 'text/vtt;charset=utf-8' });
    // One cue at a time: each ends at its own end, and never after the next begins.
    expect(file.content).toContain('WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.000\nWelcome to the class on arrays.');
    expect(file.content).toContain('01:02:05.500 --> 01:02:09.000');
  });
});
