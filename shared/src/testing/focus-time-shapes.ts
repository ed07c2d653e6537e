import type { FocusTimeSlots } from '@cedar/shared/domain';

/** One way `user_focus_time` has been stored, and how every reader must see it. */
export interface StoredFocusTimeShape {
  name: string;
  stored: unknown;
  reads: FocusTimeSlots;
}

/**
 * Every stored shape of focus time the portal has met (§3.1: "slot ids or slot objects"), with
 * the week it means. The shared rule's test, the API's and the profile page's read this table,
 * so the server and the browser cannot disagree on a stored row. React-free: the API imports it.
 */
export const STORED_FOCUS_TIME_SHAPES: readonly StoredFocusTimeShape[] = [
  {
    name: 'slot ids',
    stored: { monday: ['night_owl', 'morning_lark'] },
    reads: { monday: ['night_owl', 'morning_lark'] },
  },
  {
    name: 'slot ids out of slot order, days out of week order',
    stored: { friday: ['evening_eagle', 'night_owl'], sunday: ['afternoon_loon'] },
    reads: { sunday: ['afternoon_loon'], friday: ['night_owl', 'evening_eagle'] },
  },
  {
    name: 'slot objects with id',
    stored: { tuesday: [{ id: 'morning_lark', header: 'Morning Lark' }, 'afternoon_loon'] },
    reads: { tuesday: ['morning_lark', 'afternoon_loon'] },
  },
  {
    name: 'slot objects with value',
    stored: { wednesday: [{ value: 'all_day_albatross' }] },
    reads: { wednesday: ['all_day_albatross'] },
  },
  {
    name: 'day and slot names in another case',
    stored: { Thursday: ['NIGHT_OWL', ' Morning_Lark '] },
    reads: { thursday: ['night_owl', 'morning_lark'] },
  },
  {
    name: 'repeated slots',
    stored: { saturday: ['night_owl', 'night_owl', { id: 'night_owl' }] },
    reads: { saturday: ['night_owl'] },
  },
  {
    name: 'unknown days and slots, and entries that are not slots',
    stored: { caturday: ['night_owl'], monday: ['lunch', 42, null, { id: 7 }, 'evening_eagle'] },
    reads: { monday: ['evening_eagle'] },
  },
  { name: 'days without slots', stored: { monday: [], tuesday: ['night_owl'] }, reads: { tuesday: ['night_owl'] } },
  { name: 'a day that is not a list', stored: { monday: 'night_owl' }, reads: {} },
  { name: 'JSON text', stored: '{"saturday":["morning_lark"]}', reads: { saturday: ['morning_lark'] } },
  { name: 'text that is not JSON', stored: 'not json', reads: {} },
  { name: 'an empty map', stored: {}, reads: {} },
  { name: 'a list instead of a map', stored: ['monday'], reads: {} },
];
