import type { Database } from '../db/client.ts';
import { type AnnouncementsRepository, createAnnouncementsRepository } from './announcements.ts';
import { type CalendarsRepository, createCalendarsRepository } from './calendars.ts';
import { type CohortsRepository, createCohortsRepository } from './cohorts.ts';
import { type CoursesRepository, createCoursesRepository } from './courses.ts';
import { createStudySessionsRepository, type StudySessionsRepository } from './study-sessions.ts';
import { createSupportRequestsRepository, type SupportRequestsRepository } from './support-requests.ts';
import { createUsersRepository, type UsersRepository } from './users.ts';
import { createVideosRepository, type VideosRepository } from './videos.ts';

/** Every repository the app is decorated with, by decorator name (plugins/app/repositories.ts). */
export interface Repositories {
  announcementsRepository: AnnouncementsRepository;
  calendarsRepository: CalendarsRepository;
  cohortsRepository: CohortsRepository;
  coursesRepository: CoursesRepository;
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
  cohortsRepository: createCohortsRepository,
  coursesRepository: createCoursesRepository,
  studySessionsRepository: createStudySessionsRepository,
  supportRequestsRepository: createSupportRequestsRepository,
  usersRepository: createUsersRepository,
  videosRepository: createVideosRepository,
};
