import type { Course } from '@cedar/shared/contract';
import { supportCourseId } from './support-course';

const course = (id: number, status: string, lms_course_id: string | null | undefined): Course => ({
  id,
  coursename: `Course ${id}`,
  status,
  ...(lms_course_id === undefined ? {} : { lms_course_id }),
});

describe('supportCourseId', () => {
  it("takes the learner's active course in the cohort", () => {
    expect(supportCourseId([course(1, 'completed', '9001'), course(2, 'active', '9002')])).toBe('9002');
    expect(supportCourseId([course(1, 'active', '9001'), course(2, 'active', '9002')])).toBe('9001');
  });

  it('prefers a course under way or done to one that has not started', () => {
    expect(supportCourseId([course(1, 'prestart', '9001'), course(2, 'completed', '9002')])).toBe('9002');
  });

  it("takes the prestart learner's only course", () => {
    expect(supportCourseId([course(1, 'prestart', '9001')])).toBe('9001');
  });

  it('skips courses without an id, and is null when none has one', () => {
    expect(supportCourseId([course(1, 'active', null), course(2, 'prestart', '9002')])).toBe('9002');
    expect(supportCourseId([course(1, 'active', undefined)])).toBeNull();
    expect(supportCourseId([])).toBeNull();
  });
});
