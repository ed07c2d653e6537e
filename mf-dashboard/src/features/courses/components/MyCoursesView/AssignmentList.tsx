import { useState } from 'react';
import { Body1 } from '@fluentui/react-components';
import type { AssignmentView } from '../../lib/assignment-view';
import { AssignmentCard } from '../AssignmentCard/AssignmentCard';
import { useMyCoursesViewStyles } from './MyCoursesView.styles';

/** Props of AssignmentList. */
export interface AssignmentListProps {
  views: AssignmentView[];
  emptyText: string;
  timeZone: string;
}

/** Assignment cards by due date; the first starts expanded and a click toggles each (§2). */
export function AssignmentList({ views, emptyText, timeZone }: AssignmentListProps) {
  const styles = useMyCoursesViewStyles();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(
    () => new Set(views.slice(0, 1).map((v) => v.assignment.id)),
  );
  if (views.length === 0) {
    return (
      <Body1 as="p" className={styles.empty}>
        {emptyText}
      </Body1>
    );
  }
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ul className={styles.list}>
      {views.map((view) => (
        <AssignmentCard
          key={`${view.course.id}-${view.assignment.id}`}
          view={view}
          expanded={expanded.has(view.assignment.id)}
          onToggle={() => toggle(view.assignment.id)}
          timeZone={timeZone}
        />
      ))}
    </ul>
  );
}
