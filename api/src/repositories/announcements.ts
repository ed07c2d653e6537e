import type { Announcement } from '@cedar/shared/contract';
import type { Database } from '../db/client.ts';
import {
  createAnnouncement,
  listLiveAnnouncements,
  type NewAnnouncementInput,
} from '../db/repositories/announcements.ts';

/** Announcements of the learner dashboard. */
export interface AnnouncementsRepository {
  /** Those a cohort's members see at `now`: its own, its program's and everyone's, newest first. */
  listLive(cohort: { cohort_id: number; program_id: number | null }, now: Date): Promise<Announcement[]>;
  /** Stores a new announcement; its body must already be sanitised. */
  create(input: NewAnnouncementInput): Promise<Announcement>;
}

/** The announcements repository over a drizzle database (PGlite or PostgreSQL). */
export function createAnnouncementsRepository(db: Database): AnnouncementsRepository {
  return {
    listLive: (cohort, now) => listLiveAnnouncements(db, cohort, now),
    create: (input) => createAnnouncement(db, input),
  };
}
