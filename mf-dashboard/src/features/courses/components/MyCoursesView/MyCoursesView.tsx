import { useMemo, useState } from 'react';
import { Button, Skeleton, SkeletonItem } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import type { Course } from '@cedar/shared/contract';
import type { DueDateContext } from '@cedar/shared/domain';
import { uiMessages } from '@cedar/shared/ui';
import { DashboardPanel } from '../../../../components/DashboardPanel/DashboardPanel';
import { LinkButton } from '../../../../components/LinkButton/LinkButton';
import { PanelError } from '../../../../components/PanelError/PanelError';
import { Tabs } from '../../../../components/Tabs/Tabs';
import { messages } from '../../../../messages';
import type { CourseData } from '../../api/get-course-data';
import { coursesView } from '../../lib/assignment-view';
import { CourseKey } from '../CourseKey/CourseKey';
import { AssignmentList } from './AssignmentList';
import { useMyCoursesViewStyles } from './MyCoursesView.styles';

const t = messages.courses;

/** Props of MyCoursesView. */
export interface MyCoursesViewProps {
  courses: readonly Course[];
  /** Undefined while loading or after a failed load. */
  data: CourseData[] | undefined;
  isLoading: boolean;
  failed?: boolean;
  onRetry?(): void;
  /** Whose due dates: their course-system id and section label. */
  dueDateContext: DueDateContext;
  timeZone: string;
  initialTab?: 'thisWeek' | 'pastDue';
}

/** My Courses (§2): colour key, View Courses, This Week and Past Due (N) tabs of assignment cards. */
export function MyCoursesView(props: MyCoursesViewProps) {
  const { courses, data, isLoading, failed, onRetry, dueDateContext, timeZone, initialTab = 'thisWeek' } = props;
  const styles = useMyCoursesViewStyles();
  const [tab, setTab] = useState(initialTab);
  const view = useMemo(() => coursesView(courses, data ?? [], dueDateContext), [courses, data, dueDateContext]);
  const pastDueCount = view.pastDue.length;
  const shown = tab === 'pastDue' && pastDueCount > 0 ? 'pastDue' : 'thisWeek';
  // A retry shows the placeholders again; the failure stands only when nothing is loading.
  const loadFailed = Boolean(failed) && !data && !isLoading;

  return (
    <DashboardPanel
      title={t.title}
      busy={isLoading && !data}
      actions={
        view.courseLink ? (
          <LinkButton href={view.courseLink} external icon={<OpenRegular />}>
            {t.viewCourses}
          </LinkButton>
        ) : (
          <Button icon={<OpenRegular />} disabled>
            {t.viewCourses}
          </Button>
        )
      }
    >
      {loadFailed ? (
        // Nothing loaded: only the failure, not an empty week, a Past Due (0) or courses dimmed as empty.
        onRetry ? (
          <PanelError text={t.loadFailed} onRetry={onRetry} />
        ) : null
      ) : (
        <>
          <CourseKey courses={courses} withAssignments={data ? view.withAssignments : undefined} />
          <Tabs
            tabs={[
              { value: 'thisWeek', label: t.thisWeek },
              { value: 'pastDue', label: t.pastDue(pastDueCount), disabled: pastDueCount === 0 },
            ]}
            selected={shown}
            onSelect={setTab}
          >
            {isLoading && !data ? (
              <Skeleton aria-label={uiMessages.loading} className={styles.skeleton}>
                {[0, 1, 2].map((row) => (
                  <SkeletonItem key={row} size={48} />
                ))}
              </Skeleton>
            ) : shown === 'pastDue' ? (
              <AssignmentList key="pastDue" views={view.pastDue} emptyText={t.noPastDue} timeZone={timeZone} />
            ) : (
              <AssignmentList key="thisWeek" views={view.thisWeek} emptyText={t.noAssignments} timeZone={timeZone} />
            )}
          </Tabs>
        </>
      )}
    </DashboardPanel>
  );
}
