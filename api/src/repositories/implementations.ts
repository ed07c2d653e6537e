import type { Database } from '../db/client.ts';
import { type AnnouncementsRepository, createAnnouncementsRepository } from './announcements.ts';
import { type CalendarsRepository, createCalendarsRepository } from './calendars.ts';
import { type CohortAdminRepository, createCohortAdminRepository } from './cohort-admin.ts';
import { type CohortMembersRepository, createCohortMembersRepository } from './cohort-members.ts';
import { type CohortSettingsRepository, createCohortSettingsRepository } from './cohort-settings.ts';
import { type CohortSettingsGroupsRepository, createCohortSettingsGroupsRepository } from './cohort-settings-groups.ts';
import { type CohortsRepository, createCohortsRepository } from './cohorts.ts';
import { type CoursesRepository, createCoursesRepository } from './courses.ts';
import { createDirectoryRepository, type DirectoryRepository } from './directory.ts';
import { createLmsSyncRepository, type LmsSyncRepository } from './lms-sync.ts';
import { createStudySessionsRepository, type StudySessionsRepository } from './study-sessions.ts';
import { createSupportRequestsRepository, type SupportRequestsRepository } from './support-requests.ts';
import { createUsersRepository, type UsersRepository } from './users.ts';
import { createVideosRepository, type VideosRepository } from './videos.ts';

/** Every repository the app is decorated with, by decorator name (plugins/app/repositories.ts). */
export interface Repositories {
  announcementsRepository: AnnouncementsRepository;
  calendarsRepository: CalendarsRepository;
  cohortAdminRepository: CohortAdminRepository;
  cohortMembersRepository: CohortMembersRepository;
  cohortSettingsRepository: CohortSettingsRepository;
  cohortSettingsGroupsRepository: CohortSettingsGroupsRepository;
  cohortsRepository: CohortsRepository;
  coursesRepository: CoursesRepository;
  directoryRepository: DirectoryRepository;
  lmsSyncRepository: LmsSyncRepository;
  studySessionsRepository: StudySessionsRepository;
  supportRequestsRepository: SupportRequestsRepository;
  usersRepository: UsersRepository;
  videosRepository: VideosRepository;
}

export type RepositoryName = keyof Repositories;

/**
 * The implementations over drizzle, for the database the caller opened: the embedded PGlite
 * and PostgreSQL share them (one SQL dialect). Another store would bring its own table.
 */
export const OVER_DRIZZLE: { [Name in RepositoryName]: (db: Database) => Repositories[Name] } = {
  announcementsRepository: createAnnouncementsRepository,
  calendarsRepository: createCalendarsRepository,
  cohortAdminRepository: createCohortAdminRepository,
  cohortMembersRepository: createCohortMembersRepository,
  cohortSettingsRepository: createCohortSettingsRepository,
  cohortSettingsGroupsRepository: createCohortSettingsGroupsRepository,
  cohortsRepository: createCohortsRepository,
  coursesRepository: createCoursesRepository,
  directoryRepository: createDirectoryRepository,
  lmsSyncRepository: createLmsSyncRepository,
  studySessionsRepository: createStudySessionsRepository,
  supportRequestsRepository: createSupportRequestsRepository,
  usersRepository: createUsersRepository,
  videosRepository: createVideosRepository,
};
