/** Days ahead that "This Week" covers (§9: 8 days for upcoming assignments). */
export const UPCOMING_ASSIGNMENT_DAYS = 8;

/** Due-date overrides of an assignment: per user (keyed by course-system id) and per named section. */
export interface AssignmentOverrides {
  custom?: Record<string, { dueAt: string | null }> | null;
  sections?: { name: string; dueAt: string | null }[] | null;
}

/** What the assignment rules read. */
export interface AssignmentFacts {
  dueAt: string | null;
  overrides?: AssignmentOverrides | null;
  completedOn?: string | null;
  score?: number | null;
}

/** Who the due date is for: their course-system id and their section or cohort label. */
export interface DueDateContext {
  userLmsId?: string | null;
  sectionLabel?: string | null;
}

/**
 * The due date shown (§5): a custom per-user override wins; else the first named override
 * whose name contains the first word (lowercase) of the section or cohort label; else dueAt.
 */
export function dueDateOf(assignment: AssignmentFacts, context: DueDateContext): string | null {
  const custom = context.userLmsId ? assignment.overrides?.custom?.[context.userLmsId] : undefined;
  if (custom) return custom.dueAt;
  const word = context.sectionLabel?.trim().split(/\s+/)[0]?.toLowerCase();
  if (word) {
    const named = assignment.overrides?.sections?.find((section) => section.name.toLowerCase().includes(word));
    if (named) return named.dueAt;
  }
  return assignment.dueAt;
}

/** Assignment status (§4): To-Do, Submitted or Graded. */
export type AssignmentStatus = 'todo' | 'submitted' | 'graded';

/** To-Do without completion or score; Submitted when completed and not scored; Graded when scored. */
export function assignmentStatus(assignment: AssignmentFacts): AssignmentStatus {
  if (assignment.score !== null && assignment.score !== undefined) return 'graded';
  return assignment.completedOn ? 'submitted' : 'todo';
}

/** Due from now up to `maxDays` days ahead: the This Week list. */
export function isDueSoon(dueAt: string | null, now: Date, maxDays = UPCOMING_ASSIGNMENT_DAYS): boolean {
  const due = dueAt ? Date.parse(dueAt) : NaN;
  return Number.isFinite(due) && due >= now.getTime() && due <= now.getTime() + maxDays * 24 * 60 * 60 * 1000;
}

/** The due date has passed: the Past Due list. */
export function isPastDue(dueAt: string | null, now: Date): boolean {
  const due = dueAt ? Date.parse(dueAt) : NaN;
  return Number.isFinite(due) && due < now.getTime();
}

/** Sorts by due date ascending; assignments without a due date go last. */
export function byDueDate<A extends { dueAt: string | null }>(a: A, b: A): number {
  const left = a.dueAt ? Date.parse(a.dueAt) : Infinity;
  const right = b.dueAt ? Date.parse(b.dueAt) : Infinity;
  return left === right ? 0 : left < right ? -1 : 1;
}
