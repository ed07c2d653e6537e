import { Caption1, mergeClasses } from '@fluentui/react-components';
import type { Course } from '@cedar/shared/contract';
import { messages } from '../../../../messages';
import { courseColourClass, useCourseColourStyles } from '../course-colours.styles';
import { useCourseKeyStyles } from './CourseKey.styles';

/** Props of CourseKey. */
export interface CourseKeyProps {
  courses: readonly Course[];
  /** Courses that have assignments; undefined while that is not known (nothing is dimmed then). */
  withAssignments: ReadonlySet<number> | undefined;
}

/** The colour key of My Courses: a dot and the name per course, dimmed without assignments (§2). */
export function CourseKey({ courses, withAssignments }: CourseKeyProps) {
  const styles = useCourseKeyStyles();
  const colours = useCourseColourStyles();
  return (
    <ul className={styles.root}>
      {courses.map((course, index) => {
        const dimmed = withAssignments !== undefined && !withAssignments.has(course.id);
        return (
          <li key={course.id} className={mergeClasses(styles.item, dimmed && styles.dimmed)}>
            <span className={mergeClasses(colours.dot, courseColourClass(colours, index))} aria-hidden="true" />
            <Caption1>{course.coursename}</Caption1>
            {dimmed ? <span className={styles.hidden}>{messages.courses.noAssignments}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
