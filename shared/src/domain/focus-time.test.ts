import { STORED_FOCUS_TIME_SHAPES } from '../testing/focus-time-shapes.ts';
import { hasFocusTime, normaliseFocusTime } from './focus-time.ts';

describe('normaliseFocusTime', () => {
  it.each(STORED_FOCUS_TIME_SHAPES.map((shape) => [shape.name, shape]))('reads %s', (_name, shape) => {
    expect(normaliseFocusTime(shape.stored)).toEqual(shape.reads);
  });

  it('reads nothing from no record', () => {
    expect(normaliseFocusTime(null)).toEqual({});
    expect(normaliseFocusTime(undefined)).toEqual({});
  });

  it('is stable: the normalised form reads as itself', () => {
    for (const shape of STORED_FOCUS_TIME_SHAPES) {
      expect(normaliseFocusTime(normaliseFocusTime(shape.stored))).toEqual(shape.reads);
    }
  });

  it('lists days in week order', () => {
    expect(Object.keys(normaliseFocusTime({ saturday: ['night_owl'], sunday: ['night_owl'] }))).toEqual([
      'sunday',
      'saturday',
    ]);
  });
});

describe('hasFocusTime', () => {
  it('is true when a day has a slot', () => {
    expect(hasFocusTime(normaliseFocusTime({ monday: ['night_owl'] }))).toBe(true);
    expect(hasFocusTime(normaliseFocusTime({ monday: [] }))).toBe(false);
  });
});
