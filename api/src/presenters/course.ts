import type { Assignment } from '@cedar/shared/contract';
import { dueDateOf, isDueSoon, isPastDue } from '@cedar/shared/domain';
import type { LearnerAssignmentRow } from '../db/repositories/lms.ts';

/** Who the course data is for: their course-system id and their section (cohort) label. */
export interface LearnerContext {
  userLmsId: string | null;
  sectionLabel: string | null;
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** The course page in the course-management system; null without a course-system id. */
export function courseLink(lmsBaseUrl: string, lmsCourseId: string | null): string | null {
  return lmsCourseId ? `${lmsBaseUrl}/courses/${encodeURIComponent(lmsCourseId)}` : null;
}

/** An assignment as one learner gets it: only their own custom override, keyed by their course-system id. */
export function toAssignment(row: LearnerAssignmentRow, userLmsId: string | null, link: string | null): Assignment {
  return {
    id: row.id,
    course_id: row.course_id,
    title: row.title,
    link: row.html_url ?? (link ? `${link}/assignments/${row.id}` : null),
    dueAt: iso(row.due_at),
    overrides: {
      custom: row.custom_due_at !== undefined && userLmsId ? { [userLmsId]: { dueAt: iso(row.custom_due_at) } } : null,
      sections: row.sections.map((section) => ({ name: section.name, dueAt: iso(section.due_at) })),
    },
    completedOn: iso(row.submitted_at),
    score: row.score,
    pointsPossible: row.points_possible,
  };
}

/**
 * The learner's assignments split by the due date they see (§5 due-date choice): due from
 * now to `maxDays` ahead (This Week) and due before now (Past Due), each by due date.
 */
export function splitAssignments(
  assignments: Assignment[],
  context: LearnerContext,
  now: Date,
  maxDays: number,
): { upcoming: Assignment[]; pastDue: Assignment[] } {
  const dated = assignments.map((assignment) => ({ assignment, due: dueDateOf(assignment, context) }));
  const ordered = (list: typeof dated) =>
    list
      .sort((a, b) => Date.parse(a.due!) - Date.parse(b.due!) || a.assignment.id - b.assignment.id)
      .map((d) => d.assignment);
  return {
    upcoming: ordered(dated.filter((d) => isDueSoon(d.due, now, maxDays))),
    pastDue: ordered(dated.filter((d) => isPastDue(d.due, now))),
  };
}
