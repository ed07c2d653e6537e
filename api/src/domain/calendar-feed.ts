/** One event of a calendar feed. */
export interface FeedEvent {
  id: string;
  summary: string;
  description: string | null;
  start: Date;
  end: Date;
  url: string | null;
  kind: 'class' | 'event';
  cohortName: string;
}

export interface FeedOptions {
  /** The calendar's name in the subscriber's app. */
  name: string;
  /** Domain of the event UIDs (stable across feeds and refreshes). */
  uidDomain: string;
  /** DTSTAMP of every event: when the feed was made. */
  now: Date;
  events: FeedEvent[];
}

/** An instant as an iCalendar UTC date-time: 20260914T150000Z. */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** Text escaped as RFC 5545 §3.3.11 says: backslash, semicolon, comma and newlines. */
export function icsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A content line folded at 75 octets (RFC 5545 §3.1), never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const chunks: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char);
    const limit = chunks.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + bytes > limit) {
      chunks.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  chunks.push(current);
  return chunks.join('\r\n ');
}

/**
 * An iCalendar (RFC 5545) feed of classes and events. Times are UTC (the `Z` form), so every
 * calendar app shows them in its own time zone without any VTIMEZONE data.
 */
export function buildCalendarFeed(options: FeedOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(options.name)}//Calendar feed//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(options.name)}`,
    'X-PUBLISHED-TTL:PT1H',
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
  ];
  for (const event of options.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${icsText(event.id)}@${options.uidDomain}`,
      `DTSTAMP:${icsDateTime(options.now)}`,
      `DTSTART:${icsDateTime(event.start)}`,
      `DTEND:${icsDateTime(event.end)}`,
      `SUMMARY:${icsText(event.summary)}`,
      `CATEGORIES:${event.kind === 'event' ? 'Event' : 'Class'}`,
    );
    const details = [event.cohortName, event.description, event.url].filter((part): part is string => Boolean(part));
    lines.push(`DESCRIPTION:${icsText(details.join('\n'))}`);
    if (event.url) lines.push(`URL:${event.url}`, `LOCATION:${icsText(event.url)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
