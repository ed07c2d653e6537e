import { hasFocusTime, normaliseFocusTime, workSchedule } from './focus-time';

const none = { sunday: [], monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [] };

describe('normaliseFocusTime', () => {
  it('keeps slot ids in slot order, for every day', () => {
    expect(normaliseFocusTime({ monday: ['evening_eagle', 'night_owl'] })).toEqual({
      ...none,
      monday: ['night_owl', 'evening_eagle'],
    });
  });
  it('reads slot objects with id or value', () => {
    expect(
      normaliseFocusTime({
        Tuesday: [{ id: 'morning_lark', header: 'Morning Lark' }, { value: 'afternoon_loon' }],
        friday: [{ id: 'all_day_albatross' }],
      }),
    ).toEqual({ ...none, tuesday: ['morning_lark', 'afternoon_loon'], friday: ['all_day_albatross'] });
  });
  it('drops unknown days, unknown slots and repeats', () => {
    expect(
      normaliseFocusTime({ funday: ['night_owl'], sunday: ['night_owl', 'NIGHT_OWL', 'lunch', 42, null] }),
    ).toEqual({ ...none, sunday: ['night_owl'] });
  });
  it('accepts a JSON string and tolerates nonsense', () => {
    expect(normaliseFocusTime('{"saturday":["morning_lark"]}')).toEqual({ ...none, saturday: ['morning_lark'] });
    expect(normaliseFocusTime('not json')).toEqual(none);
    expect(normaliseFocusTime(null)).toEqual(none);
    expect(normaliseFocusTime(['monday'])).toEqual(none);
  });
});

describe('hasFocusTime', () => {
  it('is true when a day has a slot', () => {
    expect(hasFocusTime(normaliseFocusTime({ monday: ['night_owl'] }))).toBe(true);
    expect(hasFocusTime(normaliseFocusTime({ monday: [] }))).toBe(false);
  });
});

describe('workSchedule', () => {
  it('labels known options in option order', () => {
    expect(workSchedule(['weekends', 'full_time'])).toEqual([
      { id: 'full_time', label: 'Full Time' },
      { id: 'weekends', label: 'Weekends' },
    ]);
  });
  it('reads the older shift names and option objects', () => {
    expect(workSchedule(['2nd Shift', { id: 'none' }, { value: 'shift_3' }])).toEqual([
      { id: 'none', label: 'Not Working' },
      { id: 'shift_2', label: 'Shift 2' },
      { id: 'shift_3', label: 'Shift 3' },
    ]);
  });
  it('drops unknown values', () => {
    expect(workSchedule(['moonlighting', 7])).toEqual([]);
    expect(workSchedule(undefined)).toEqual([]);
  });
});
