import { libraryVideo } from '../test-support/fixtures';
import { addTag, availableFile, eventRange, lastModified, recordingRange, topicsOf } from './video-facts';
import { entryChanges, entryFormOf } from './video-entry';

describe('video facts', () => {
  it('shows a calendar event in New York time, with the end date only when it is another day', () => {
    expect(eventRange({ start_date_time: '2026-09-16T18:00:00Z', end_date_time: '2026-09-16T19:30:00Z' })).toBe(
      'Sep 16, 2026 2:00 PM – 3:30 PM EDT',
    );
    expect(eventRange({ start_date_time: '2026-01-10T23:00:00Z', end_date_time: '2026-01-11T06:00:00Z' })).toBe(
      'Jan 10, 2026 6:00 PM – Jan 11, 2026 1:00 AM EST',
    );
  });

  it('shows the recording range in New York time, EDT in summer and EST in winter', () => {
    expect(recordingRange(libraryVideo('a'))).toBe('2:00 PM – 3:30 PM EDT');
    expect(
      recordingRange(
        libraryVideo('b', {
          video_details: { recording_start: '2026-01-10T18:00:00Z', recording_end: '2026-01-10T19:00:00Z' },
        }),
      ),
    ).toBe('1:00 PM – 2:00 PM EST');
    expect(recordingRange(libraryVideo('c', { video_details: { recording_start: null, recording_end: null } }))).toBe(
      '',
    );
  });

  it('shows the first three tags as topics; adds tags lower-cased, once, never empty', () => {
    expect(topicsOf(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(addTag(['sql'], ' Joins ')).toEqual(['sql', 'joins']);
    expect(addTag(['sql'], 'SQL')).toEqual(['sql']);
    expect(addTag(['sql'], '  ')).toEqual(['sql']);
  });

  it("says Not Available for a missing file or the literal 'null'", () => {
    expect(availableFile(null)).toBeNull();
    expect(availableFile('null')).toBeNull();
    expect(availableFile('https://cdn/x.mp4')).toBe('https://cdn/x.mp4');
  });

  it('names the last editor', () => {
    expect(lastModified(libraryVideo('a'))?.by).toBe('Alex Morgan');
    expect(lastModified(libraryVideo('a', { updates: null }))).toBeNull();
  });

  it('sends only changed fields, empty ones as none, and nothing when unchanged', () => {
    const video = libraryVideo('a');
    const form = entryFormOf(video);
    expect(entryChanges(video, form)).toBeNull();
    expect(entryChanges(video, { ...form, description: '  ', tags: [] })).toEqual({ description: null, tags: null });
    expect(entryChanges(video, { ...form, title: 'New' })).toEqual({ title: 'New' });
  });
});
