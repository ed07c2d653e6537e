import { Badge, Button } from '@fluentui/react-components';
import type { CohortCourse, LmsCatalogueCourse } from '@cedar/shared/contract';
import { settingsMessages as t } from '../../messages';
import { GroupSearch } from '../GroupSearch/GroupSearch';
import { useGroupStyles } from '../SettingsGroups/SettingsGroups.styles';

export interface CoursesSectionProps {
  courses: readonly CohortCourse[];
  /** Active learners per course; 'error' when the count failed; undefined while loading. */
  counts: Readonly<Record<number, number | 'error'>> | undefined;
  editing: boolean;
  /** Additions held until Save Changes (§4). */
  pending: readonly LmsCatalogueCourse[];
  /** Courses marked for removal (is_active false on Save). */
  removing: ReadonlySet<number>;
  search(text: string): Promise<LmsCatalogueCourse[]>;
  onAdd(course: LmsCatalogueCourse): void;
  onDropPending(id: number): void;
  onToggleRemove(courseId: number): void;
}

const countText = (count: number | 'error' | undefined) =>
  count === undefined ? '…' : count === 'error' ? t.activeUsersInvalid : String(count);

/** Associated Courses (admin-console §2.5, §4 Settings): the cohort's courses and the LMS search. */
export function CoursesSection(props: CoursesSectionProps) {
  const styles = useGroupStyles();
  const { courses, pending, removing, editing } = props;
  const taken = new Set([...courses.map((c) => c.course_id), ...pending.map((c) => c.id)]);
  return (
    <>
      {courses.length === 0 && pending.length === 0 ? (
        <p className={styles.muted}>{t.coursesEmpty}</p>
      ) : (
        <ul className={styles.list} aria-label={t.coursesSection}>
          {courses.map((course) => {
            const marked = removing.has(course.course_id);
            return (
              <li key={course.course_id} className={styles.row}>
                <span className={marked ? styles.struck : styles.grow}>
                  {course.coursename}
                  {course.lms_course_id && ` (${t.courseId} ${course.lms_course_id})`}
                </span>
                <span>
                  {t.activeUsers}: {countText(props.counts?.[course.course_id])}
                </span>
                {marked && (
                  <Badge className={styles.badge} appearance="tint" color="danger">
                    {t.courseRemoving}
                  </Badge>
                )}
                {editing && (
                  <Button
                    size="small"
                    onClick={() => props.onToggleRemove(course.course_id)}
                    aria-label={`${marked ? t.courseUndo : t.courseRemove} ${course.coursename}`}
                  >
                    {marked ? t.courseUndo : t.courseRemove}
                  </Button>
                )}
              </li>
            );
          })}
          {pending.map((course) => (
            <li key={`pending-${course.id}`} className={styles.row}>
              <span className={styles.grow}>
                {course.name}
                {course.course_id && ` (${t.courseId} ${course.course_id})`}
              </span>
              <Badge className={styles.badge} appearance="tint" color="informative">
                {t.coursePending}
              </Badge>
              <Button
                size="small"
                onClick={() => props.onDropPending(course.id)}
                aria-label={`${t.courseRemove} ${course.name}`}
              >
                {t.courseRemove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <GroupSearch
          label={t.courseSearch}
          hint={t.courseSearchHint}
          noResults={t.courseNoResults}
          addLabel={t.courseAdd}
          search={props.search}
          exclude={(course) => taken.has(course.id)}
          keyOf={(course) => course.id}
          describe={(course) => (course.course_id ? `${course.name} (${course.course_id})` : course.name)}
          onAdd={props.onAdd}
        />
      )}
    </>
  );
}
