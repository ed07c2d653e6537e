import { workSchedule } from './work-schedule';

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
