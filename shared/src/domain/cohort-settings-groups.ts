import { calendarSrc } from './calendar.ts';
import { ROLES, type RoleRecord } from './roles.ts';

/**
 * Rules of the cohort settings' Associated Courses, Calendars and Support Team groups
 * (admin-console §4 Settings, §5 Calendar URL and Staff). The console and the API both apply them.
 */

/** §5: the message of a calendar URL that is not an http(s) URL naming a Google calendar. */
export const CALENDAR_URL_MESSAGE =
  'Please enter valid url. Starting with http:// or https:// and must contain the google calendar src or cid in url';

/**
 * The Google calendar id a calendar URL names (its `src`, else `cid`), or null when the URL does
 * not start with http:// or https:// or names none (§5 Calendar URL).
 */
export function calendarIdOfUrl(url: string): string | null {
  const trimmed = url.trim();
  if (!/^https?:\/\/\S+$/i.test(trimmed)) return null;
  const src = calendarSrc(trimmed);
  return src && src.trim() ? src.trim() : null;
}

/** A calendar as the settings form holds it; no `id` until saved. */
export interface CalendarDraft {
  id?: number;
  calendar_name: string;
  calendar_url: string;
}

/** The errors of one calendar draft: a name is required; the URL must follow §5. */
export function calendarDraftErrors(draft: CalendarDraft): { calendar_name?: string; calendar_url?: string } {
  const errors: { calendar_name?: string; calendar_url?: string } = {};
  if (!draft.calendar_name.trim()) errors.calendar_name = 'Please enter a calendar name';
  if (calendarIdOfUrl(draft.calendar_url) === null) errors.calendar_url = CALENDAR_URL_MESSAGE;
  return errors;
}

/**
 * The calendars to send on Save: new drafts, and saved ones whose name or URL changed; each
 * trimmed. Unchanged calendars are left out (§5 Settings save: only changed values are sent).
 */
export function calendarChanges(
  saved: readonly { id: number; calendar_name: string; calendar_url: string }[],
  drafts: readonly CalendarDraft[],
): CalendarDraft[] {
  const byId = new Map(saved.map((c) => [c.id, c]));
  const changes: CalendarDraft[] = [];
  for (const draft of drafts) {
    const next = { calendar_name: draft.calendar_name.trim(), calendar_url: draft.calendar_url.trim() };
    if (draft.id === undefined) {
      changes.push(next);
      continue;
    }
    const before = byId.get(draft.id);
    if (!before || before.calendar_name !== next.calendar_name || before.calendar_url !== next.calendar_url) {
      changes.push({ id: draft.id, ...next });
    }
  }
  return changes;
}

/** The Google calendar ids named more than once among `urls` (a duplicate refuses the save). */
export function duplicateCalendarIds(urls: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const url of urls) {
    const id = calendarIdOfUrl(url)?.toLowerCase();
    if (!id) continue;
    if (seen.has(id)) twice.add(id);
    seen.add(id);
  }
  return [...twice];
}

/** §5 Staff: the roles a staff member may be given — those visible in the console, by name. */
export function staffRoleOptions(): RoleRecord[] {
  return ROLES.filter((role) => role.isVisibleInACP).sort((a, b) => a.uiName.localeCompare(b.uiName));
}

const STAFF_ROLE_IDS = new Set<number>(staffRoleOptions().map((role) => role.id));

/** Is the role one a staff member may hold in the settings (visible in the console)? */
export const isStaffRole = (roleId: number) => STAFF_ROLE_IDS.has(roleId);

/** §5 Staff: role 0 means unset; every staff member needs a role. */
export const STAFF_ROLE_MISSING = 'Please select all roles';

/** Are all staff given a role (none left at 0 or at a role the console does not show)? */
export const allStaffHaveRoles = (staff: readonly { user_role_id: number }[]) =>
  staff.every((member) => isStaffRole(member.user_role_id));

/** A staff member as the form holds it; no `id` until saved. */
export interface StaffDraft {
  id?: number;
  user_email: string;
  user_role_id: number;
}

/** The staff to send on Save: new members, and saved ones whose role changed. */
export function staffChanges(
  saved: readonly { id: number; user_role_id: number }[],
  drafts: readonly StaffDraft[],
): StaffDraft[] {
  const roleOf = new Map(saved.map((s) => [s.id, s.user_role_id]));
  return drafts.filter((d) => d.id === undefined || roleOf.get(d.id) !== d.user_role_id);
}

/**
 * §4 Settings: the course additions held until Save, without those already associated or
 * picked twice; by catalogue id.
 */
export function courseAdditions<C extends { id: number }>(
  associated: readonly { course_id: number }[],
  pending: readonly C[],
): C[] {
  const taken = new Set(associated.map((c) => c.course_id));
  const out: C[] = [];
  for (const course of pending) {
    if (taken.has(course.id)) continue;
    taken.add(course.id);
    out.push(course);
  }
  return out;
}

/** §5: course search results leave out the courses the cohort already takes or has picked. */
export function excludeAssociated<C extends { id: number }>(
  results: readonly C[],
  associated: readonly { course_id: number }[],
  pending: readonly { id: number }[] = [],
): C[] {
  const taken = new Set([...associated.map((c) => c.course_id), ...pending.map((c) => c.id)]);
  return results.filter((course) => !taken.has(course.id));
}
