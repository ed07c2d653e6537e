// The 10-year build carries the time-zone rules the library needs (a third of the full data).
import moment from 'moment-timezone/builds/moment-timezone-with-data-10-year-range';

/** moment with time-zone data, for the media pages' date formats (§9). */
export { moment };
