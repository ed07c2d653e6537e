import { useMemo } from 'react';
import { useDashboardCohort } from '../../../../lib/dashboard-cohort';
import { startedCourses, useCoursesData } from '../../api/get-course-data';
import { MyCoursesView } from '../MyCoursesView/MyCoursesView';

/** My Courses of the signed-in learner: their assignments in each course of the cohort. */
export function MyCourses() {
  const { email, user, cohortName, courses, timeZone } = useDashboardCohort();
  const active = useMemo(() => startedCourses(courses), [courses]);
  const data = useCoursesData(
    active.map((course) => course.id),
    email,
  );
  const dueDateContext = useMemo(
    () => ({ userLmsId: user?.user_lms_id ?? null, sectionLabel: cohortName }),
    [user?.user_lms_id, cohortName],
  );
  return (
    <MyCoursesView
      courses={active}
      data={data.data}
      isLoading={data.isLoading}
      failed={Boolean(data.error)}
      onRetry={() => void data.mutate()}
      dueDateContext={dueDateContext}
      timeZone={timeZone}
    />
  );
}
