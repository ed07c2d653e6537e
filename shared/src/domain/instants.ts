/** The two digits at `i` as a number, or -1 when either is not a digit. */
function twoDigits(text: string, i: number): number {
  const tens = text.charCodeAt(i) - 48;
  const units = text.charCodeAt(i + 1) - 48;
  return tens >= 0 && tens <= 9 && units >= 0 && units <= 9 ? tens * 10 + units : -1;
}

/**
 * Epoch milliseconds of an ISO 8601 instant; NaN when unreadable, like `Date.parse`. The API's
 * own form (`2026-11-21T16:00:00.000Z`, what `toISOString` writes) is read digit by digit, about
 * three times faster than `Date.parse` (1 µs a string on the machines' CPUs), which the Watch
 * page paid for every video of a 10,000-video library on each new answer; any other form, and
 * any out-of-range field, goes to `Date.parse`. Days past a month's end roll over into the next
 * month, as `Date.parse` rolls them (`2026-02-30` is 2 March).
 */
export function instantMs(text: string): number {
  if (text.length === 24 && text.charCodeAt(23) === 90 /* Z */) {
    const century = twoDigits(text, 0);
    const yearOfCentury = twoDigits(text, 2);
    const month = twoDigits(text, 5);
    const day = twoDigits(text, 8);
    const hour = twoDigits(text, 11);
    const minute = twoDigits(text, 14);
    const second = twoDigits(text, 17);
    const hundreds = twoDigits(text, 20);
    const millisecondUnits = twoDigits(text, 21);
    if (
      text[4] === '-' &&
      text[7] === '-' &&
      text[10] === 'T' &&
      text[13] === ':' &&
      text[16] === ':' &&
      text[19] === '.' &&
      // Date.UTC reads years 0 to 99 as 1900 to 1999.
      century >= 1 &&
      yearOfCentury >= 0 &&
      hundreds >= 0 &&
      millisecondUnits >= 0 &&
      month >= 1 &&
      month <= 12 &&
      day >= 1 &&
      day <= 31 &&
      hour >= 0 &&
      hour <= 23 &&
      minute >= 0 &&
      minute <= 59 &&
      second >= 0 &&
      second <= 59
    ) {
      const millisecond = hundreds * 10 + (millisecondUnits % 10);
      return Date.UTC(century * 100 + yearOfCentury, month - 1, day, hour, minute, second, millisecond);
    }
  }
  return Date.parse(text);
}
