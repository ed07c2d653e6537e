import { useCallback, useState } from 'react';
import type { Calendar, CohortCourse, LmsCatalogueCourse, StaffCandidate, StaffMember } from '@cedar/shared/contract';
import {
  allStaffHaveRoles,
  calendarChanges,
  calendarDraftErrors,
  type CalendarDraft,
  courseAdditions,
  staffChanges,
} from '@cedar/shared/domain';
import type { ToastApi } from '@cedar/shared/ui';
import {
  addCohortCourses,
  deleteCohortCalendar,
  deleteCohortStaff,
  removeCohortCourses,
  saveCohortCalendars,
  saveCohortStaff,
  searchLmsCourses,
  searchStaff,
  useActiveUserCounts,
  useCohortCalendarList,
  useCohortCourses,
  useCohortStaff,
} from '../api/cohort-settings-groups';
import type { CalendarRow } from '../components/CalendarsSection/CalendarsSection';
import type { SettingsGroupsProps } from '../components/CohortSettingsView/CohortSettingsView';
import { type StaffRow, staffName, staffRowOf } from '../components/StaffSection/StaffSection';
import { settingsMessages as t } from '../messages';

/** One group of a Save: its call, its texts, and how to forget its local changes once saved. */
export interface SaveGroup {
  name: string;
  run(): Promise<unknown>;
  succeeded?: string;
  failed?: string;
  clear(): void;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : null);
const calendarRowOf = (c: Calendar): CalendarRow => ({
  key: `calendar-${c.id}`,
  id: c.id,
  calendar_name: c.calendar_name,
  calendar_url: c.calendar_url,
});
let nextKey = 0;
const EMPTY_COURSES: CohortCourse[] = [];
const EMPTY_CALENDARS: Calendar[] = [];
const EMPTY_STAFF: StaffMember[] = [];

/**
 * The Associated Courses, Calendars and Support Team groups of the settings page (admin-console
 * §4 Settings): their data, the changes held until Save, the Notice before a course change, and
 * the immediate deletes of a calendar or a staff member.
 */
export function useSettingsGroups(cohortId: number | null, toast: ToastApi) {
  const coursesApi = useCohortCourses(cohortId);
  const calendarsApi = useCohortCalendarList(cohortId);
  const staffApi = useCohortStaff(cohortId);
  const courses = coursesApi.data?.message.courses ?? EMPTY_COURSES;
  const calendars = calendarsApi.data?.message.calendars ?? EMPTY_CALENDARS;
  const staff = staffApi.data?.message.staff ?? EMPTY_STAFF;
  const counts = useActiveUserCounts(
    cohortId,
    courses.map((c) => c.course_id),
  );

  const [pending, setPending] = useState<LmsCatalogueCourse[]>([]);
  const [removing, setRemoving] = useState<Set<number>>(new Set());
  const [doubleChecked, setDoubleChecked] = useState(false);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [calendarRows, setCalendarRows] = useState<CalendarRow[] | null>(null);
  const [staffRows, setStaffRows] = useState<StaffRow[] | null>(null);
  const [deletingCalendar, setDeletingCalendar] = useState<number | null>(null);
  const [deletingStaff, setDeletingStaff] = useState<number | null>(null);

  const rowsOfCalendars = calendarRows ?? calendars.map(calendarRowOf);
  const rowsOfStaff = staffRows ?? staff.map(staffRowOf);

  const loaded = Boolean(coursesApi.data && calendarsApi.data && staffApi.data);
  const failed = Boolean(coursesApi.error || calendarsApi.error || staffApi.error);

  const clearCourses = () => {
    setPending([]);
    setRemoving(new Set());
    setDoubleChecked(false);
  };
  const reset = () => {
    clearCourses();
    setCalendarRows(null);
    setStaffRows(null);
  };
  const refresh = () => Promise.all([coursesApi.mutate(), calendarsApi.mutate(), staffApi.mutate()]);

  const searchCourses = useCallback((text: string) => searchLmsCourses(cohortId!, text), [cohortId]);
  const searchUsers = useCallback((text: string) => searchStaff(cohortId!, text), [cohortId]);

  /** The groups of these three with changes, for Save (only changed groups are sent). */
  const changedGroups = (): SaveGroup[] => {
    if (cohortId === null) return [];
    const groups: SaveGroup[] = [];
    const calendarWrites = calendarChanges(calendars, rowsOfCalendars);
    if (calendarWrites.length > 0) {
      groups.push({
        name: t.tables.calendar,
        run: () => saveCohortCalendars(cohortId, calendarWrites),
        clear: () => setCalendarRows(null),
      });
    }
    const additions = courseAdditions(courses, pending);
    if (additions.length > 0) {
      groups.push({
        name: t.tables.courses,
        run: () =>
          addCohortCourses(
            cohortId,
            additions.map((c) => c.id),
          ),
        succeeded: t.coursesAdded,
        failed: t.coursesAddFailed,
        clear: () => setPending([]),
      });
    }
    if (removing.size > 0) {
      groups.push({
        name: t.tables.courses,
        run: () => removeCohortCourses(cohortId, [...removing]),
        succeeded: t.coursesRemoved,
        failed: t.coursesRemoveFailed,
        clear: () => setRemoving(new Set()),
      });
    }
    const staffWrites = staffChanges(staff, rowsOfStaff).map(({ id, user_email, user_role_id }) =>
      id === undefined ? { user_email, user_role_id } : { id, user_email, user_role_id },
    );
    if (staffWrites.length > 0) {
      groups.push({
        name: t.tables.staff,
        run: () => saveCohortStaff(cohortId, staffWrites),
        clear: () => setStaffRows(null),
      });
    }
    return groups;
  };

  /** §4: a course change shows the Notice first; Save goes ahead once Double Check was clicked. */
  const needsNotice = () => (pending.length > 0 || removing.size > 0) && !doubleChecked;

  const deleteCalendar = async (id: number) => {
    if (cohortId === null) return;
    setDeletingCalendar(id);
    try {
      await deleteCohortCalendar(cohortId, id);
      toast.success(t.calendarDeleted);
      setCalendarRows((rows) => rows && rows.filter((row) => row.id !== id));
      await calendarsApi.mutate();
    } catch (error) {
      toast.error(messageOf(error) ?? t.defaultFailed);
    } finally {
      setDeletingCalendar(null);
    }
  };

  const deleteStaff = async (id: number) => {
    if (cohortId === null) return;
    setDeletingStaff(id);
    try {
      await deleteCohortStaff(cohortId, id);
      toast.success(t.staffDeleted);
      setStaffRows((rows) => rows && rows.filter((row) => row.id !== id));
      await staffApi.mutate();
    } catch {
      toast.error(t.staffDeleteFailed);
    } finally {
      setDeletingStaff(null);
    }
  };

  const invalid =
    rowsOfCalendars.some((row) => Object.keys(calendarDraftErrors(row)).length > 0) || !allStaffHaveRoles(rowsOfStaff);

  const props: SettingsGroupsProps = {
    courses: {
      courses,
      counts,
      pending,
      removing,
      search: searchCourses,
      onAdd: (course) => setPending((list) => courseAdditions(courses, [...list, course])),
      onDropPending: (id) => setPending((list) => list.filter((c) => c.id !== id)),
      onToggleRemove: (courseId) =>
        setRemoving((set) => {
          const next = new Set(set);
          if (!next.delete(courseId)) next.add(courseId);
          return next;
        }),
    },
    calendars: {
      saved: calendars,
      rows: rowsOfCalendars,
      deleting: deletingCalendar,
      onChange: (key, patch: Partial<CalendarDraft>) =>
        setCalendarRows(rowsOfCalendars.map((row) => (row.key === key ? { ...row, ...patch } : row))),
      onAdd: () =>
        setCalendarRows([
          ...rowsOfCalendars,
          { key: `new-calendar-${++nextKey}`, calendar_name: '', calendar_url: '' },
        ]),
      onDiscard: (key) => setCalendarRows(rowsOfCalendars.filter((row) => row.key !== key)),
      onDelete: (id) => void deleteCalendar(id),
    },
    staff: {
      rows: rowsOfStaff,
      deleting: deletingStaff,
      search: searchUsers,
      onAdd: (user: StaffCandidate) =>
        setStaffRows([
          ...rowsOfStaff,
          { key: `new-staff-${++nextKey}`, user_email: user.email, name: staffName(user), user_role_id: 0 },
        ]),
      onRole: (key, roleId) =>
        setStaffRows(rowsOfStaff.map((row) => (row.key === key ? { ...row, user_role_id: roleId } : row))),
      onDiscard: (key) => setStaffRows(rowsOfStaff.filter((row) => row.key !== key)),
      onDelete: (id) => void deleteStaff(id),
    },
    notice: {
      open: noticeOpen,
      onDoubleCheck: () => {
        setDoubleChecked(true);
        setNoticeOpen(false);
      },
    },
    invalid,
  };

  return {
    props,
    loaded,
    failed,
    retry: () => void refresh(),
    refresh,
    reset,
    changedGroups,
    needsNotice,
    showNotice: () => setNoticeOpen(true),
  };
}
