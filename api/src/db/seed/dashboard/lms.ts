import type { courseLaunchpads, lmsAssignmentOverrides, lmsAssignments, lmsSubmissions } from '../../schema/index.ts';
import { SEED_COHORTS } from '../catalog.ts';
import { ASSIGNMENT_PLAN } from './content.ts';
import { DASHBOARD_SEED } from './ids.ts';
import { academyDay, academyTime } from './time.ts';

type NewAssignment = typeof lmsAssignments.$inferInsert;
type NewOverride = Omit<typeof lmsAssignmentOverrides.$inferInsert, 'assignment_id'>;
type NewSubmission = Omit<typeof lmsSubmissions.$inferInsert, 'assignment_id'>;

/** An assignment with its overrides and submissions, linked once the assignment has an id. */
export interface PlannedAssignment {
  assignment: NewAssignment;
  overrides: NewOverride[];
  submissions: NewSubmission[];
}

/** Learners whose submissions the demo shows: the demo learner of the first cohort. */
export const DEMO_LEARNER = 'learner@cedar.test';
const DEMO_COHORT_ID = 1;

const HOUR = 60 * 60 * 1000;
const dueOn = (now: Date, day: number) => academyTime(academyDay(now, day), 23, 59);

/**
 * Every active course's assignments around `now`: past due and this week, To-Do, Submitted
 * and Graded, one with the demo learner's own due date and one with section due dates.
 */
export function buildAssignments(now: Date): PlannedAssignment[] {
  const planned: PlannedAssignment[] = [];
  for (const cohort of SEED_COHORTS.filter((c) => c.course.status === 'active')) {
    const section = cohort.cohort_name.split(/\s+/)[0]!;
    for (const plan of ASSIGNMENT_PLAN) {
      const due = dueOn(now, plan.day);
      const overrides: NewOverride[] = [];
      if (plan.sectionDay !== undefined) {
        overrides.push(
          { section_name: 'Weekend Section', due_at: dueOn(now, plan.day + 2) },
          { section_name: `${section} Evening Section`, due_at: dueOn(now, plan.sectionDay) },
        );
      }
      const demo = cohort.cohort_id === DEMO_COHORT_ID;
      if (demo && plan.customDay !== undefined)
        overrides.push({ user_email: DEMO_LEARNER, due_at: dueOn(now, plan.customDay) });
      const submissions: NewSubmission[] = [];
      if (demo && plan.status !== 'todo') {
        const submitted = new Date(Math.min(due.getTime() - 20 * HOUR, now.getTime() - 2 * HOUR));
        submissions.push({
          user_email: DEMO_LEARNER,
          submitted_at: submitted,
          score: plan.status === 'graded' ? Math.round(plan.points * 0.9) : null,
        });
      }
      planned.push({
        assignment: {
          course_id: cohort.course.id,
          title: plan.title,
          html_url: null,
          due_at: due,
          points_possible: plan.points,
          created_by: DASHBOARD_SEED,
        },
        overrides,
        submissions,
      });
    }
  }
  return planned;
}

function heroImage(title: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2f6f5e"/>` +
    `<stop offset="1" stop-color="#3b5ba5"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#g)"/>` +
    `<circle cx="1040" cy="80" r="180" fill="#fff" opacity=".08"/><circle cx="120" cy="380" r="140" fill="#fff" opacity=".06"/>` +
    `<text x="80" y="230" font-family="Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">${title}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The launchpad of each prestart course. */
export function buildLaunchpads(): (typeof courseLaunchpads.$inferInsert)[] {
  return SEED_COHORTS.filter((c) => c.course.status === 'prestart').map((c) => ({
    course_id: c.course.id,
    hero_image_url: heroImage('Launchpad'),
    created_by: DASHBOARD_SEED,
  }));
}
