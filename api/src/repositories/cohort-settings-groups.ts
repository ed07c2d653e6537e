import type { CohortSettingsGroupsRepository } from './settings-groups/repository.ts';
import type { Database } from '../db/client.ts';
import { createCohortCalendarsStore } from './settings-groups/calendars.ts';
import { createCohortCoursesStore } from './settings-groups/courses.ts';
import { createCohortStaffStore } from './settings-groups/staff.ts';

export type { CalendarWrite, CohortSettingsGroupsRepository } from './settings-groups/repository.ts';

/** The three groups over one drizzle database (PGlite or PostgreSQL). */
export function createCohortSettingsGroupsRepository(db: Database): CohortSettingsGroupsRepository {
  return { ...createCohortCoursesStore(db), ...createCohortCalendarsStore(db), ...createCohortStaffStore(db) };
}
