import { useId } from 'react';
import { Body1Strong, Button, Caption1, mergeClasses } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { LinkButton } from '../../../../components/LinkButton/LinkButton';
import { longDateTime, shortDate } from '../../../../lib/dates';
import { messages } from '../../../../messages';
import { type AssignmentView, pointsText } from '../../lib/assignment-view';
import { courseColourClass, useCourseColourStyles } from '../course-colours.styles';
import { useAssignmentCardStyles } from './AssignmentCard.styles';

const t = messages.courses;

/** Props of AssignmentCard. */
export interface AssignmentCardProps {
  view: AssignmentView;
  expanded: boolean;
  onToggle(): void;
  timeZone: string;
}

/** One assignment: course colour, title, due date and status; expanded, its facts and action (§4). */
export function AssignmentCard({ view, expanded, onToggle, timeZone }: AssignmentCardProps) {
  const styles = useAssignmentCardStyles();
  const colours = useCourseColourStyles();
  const detailsId = useId();
  const { assignment, completed } = view;
  const overdue = view.pastDue && !completed;
  const label = overdue ? t.pastDueNotSubmitted : t.status[view.status];
  const action = completed ? t.viewSubmission : t.doAssignment;

  return (
    <li className={styles.root}>
      <button
        type="button"
        className={styles.header}
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={onToggle}
      >
        <span className={mergeClasses(colours.dot, courseColourClass(colours, view.colour))} aria-hidden="true" />
        <span className={styles.title}>
          <Body1Strong>{assignment.title}</Body1Strong>
          <Caption1 className={styles.due}>
            {t.due} {view.dueAt ? longDateTime(view.dueAt, timeZone) : t.noDueDate}
          </Caption1>
        </span>
        <span className={styles.status}>
          <span
            className={mergeClasses(styles.statusDot, completed && styles.completed, overdue && styles.overdue)}
            aria-hidden="true"
          />
          <Caption1 className={overdue ? styles.pastDueLabel : undefined}>{label}</Caption1>
        </span>
      </button>
      {expanded ? (
        <div id={detailsId} className={styles.details}>
          <dl className={styles.facts}>
            <dt>{t.completed}</dt>
            <dd>{assignment.completedOn ? shortDate(assignment.completedOn, timeZone) : t.notAvailable}</dd>
            <dt>{t.points}</dt>
            <dd>{pointsText(assignment, t)}</dd>
          </dl>
          {assignment.link ? (
            <LinkButton href={assignment.link} external appearance="primary" size="small" icon={<OpenRegular />}>
              {action}
            </LinkButton>
          ) : (
            <Button size="small" disabled>
              {action}
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}
