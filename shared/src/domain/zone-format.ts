/** Formatters by their options object (a module's constant), then by zone. */
const formats = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

/**
 * The one en-US `Intl.DateTimeFormat` of `options` in `timeZone`: making a formatter costs far
 * more than formatting with one (about 0.1 ms each on a phone), and the pages ask for dates on
 * every render (ADR 0047). Pass the same options object each time (a module constant); a zone
 * the runtime does not know throws a RangeError, as the constructor does, and is not kept.
 */
export function zoneFormat(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let byZone = formats.get(options);
  if (!byZone) {
    byZone = new Map();
    formats.set(options, byZone);
  }
  let format = byZone.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    byZone.set(timeZone, format);
  }
  return format;
}
