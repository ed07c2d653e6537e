import { resumeClock } from './resume-clock';

describe('resumeClock', () => {
  it('shows mm:ss under an hour and h:mm:ss from an hour on', () => {
    expect(resumeClock(754)).toBe('12:34');
    expect(resumeClock(65.9)).toBe('01:05');
    expect(resumeClock(3599)).toBe('59:59');
    expect(resumeClock(3600)).toBe('1:00:00');
    expect(resumeClock(37_230)).toBe('10:20:30');
    expect(resumeClock(-3)).toBe('00:00');
  });
});
