import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildCalendarFeed, foldLine, icsDateTime, icsText } from '../../src/domain/calendar-feed.ts';

describe('iCalendar feed', () => {
  it('writes instants in UTC and escapes text', () => {
    assert.equal(icsDateTime(new Date('2026-09-14T15:04:05.678Z')), '20260914T150405Z');
    assert.equal(icsText('a, b; c\\d\nnext'), 'a\\, b\\; c\\\\d\\nnext');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    assert.ok(lines.length > 1);
    assert.ok(lines.every((line) => Buffer.byteLength(line) <= 75));
    assert.equal(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join(''), `SUMMARY:${'é'.repeat(60)}`);
  });

  it('builds a calendar of events with stable ids', () => {
    const ics = buildCalendarFeed({
      name: 'Cedar classes and events',
      uidDomain: 'cedar.academy',
      now: new Date('2026-09-14T12:00:00Z'),
      events: [
        {
          id: 'seed-c1-2026-09-14-class',
          summary: 'Live Class: HTTP, REST',
          description: null,
          start: new Date('2026-09-14T15:00:00Z'),
          end: new Date('2026-09-14T17:00:00Z'),
          url: 'https://zoom.example.com/j/1',
          kind: 'class',
          cohortName: 'SEBD September 2026',
        },
      ],
    });
    assert.deepEqual(ics.split('\r\n'), [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Cedar classes and events//Calendar feed//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Cedar classes and events',
      'X-PUBLISHED-TTL:PT1H',
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'BEGIN:VEVENT',
      'UID:seed-c1-2026-09-14-class@cedar.academy',
      'DTSTAMP:20260914T120000Z',
      'DTSTART:20260914T150000Z',
      'DTEND:20260914T170000Z',
      'SUMMARY:Live Class: HTTP\\, REST',
      'CATEGORIES:Class',
      'DESCRIPTION:SEBD September 2026\\nhttps://zoom.example.com/j/1',
      'URL:https://zoom.example.com/j/1',
      'LOCATION:https://zoom.example.com/j/1',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});
