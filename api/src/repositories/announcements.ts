import type { Announcement, StaffAnnouncement } from '@cedar/shared/contract';
import type { Database } from '../db/client.ts';
import {
  type AnnouncementChanges,
  type AnnouncementFacts,
  audienceReach,
  findAnnouncementFacts,
  listAnnouncementHistory,
  updateAnnouncement,
} from '../db/repositories/announcement-history.ts';
import { recordAnnouncementViews } from '../db/repositories/announcement-views.ts';
import {
  createAnnouncement,
  listLiveAnnouncements,
  type NewAnnouncementInput,
} from '../db/repositories/announcements.ts';

export type { AnnouncementChanges, AnnouncementFacts } from '../db/repositories/announcement-history.ts';

type CohortFacts = { cohort_id: number; program_id: number | null };
type AudienceFacts = { audience: number; program_id: number | null; cohort_id: number | null };

/** Announcements of the learner dashboard and of the console's history. */
export interface AnnouncementsRepository {
  /** Those a cohort's members see at `now`: its own, its program's and everyone's, newest first. */
  listLive(cohort: CohortFacts, now: Date): Promise<Announcement[]>;
  /** Every announcement reaching a cohort, whatever its status, not deleted, newest first. */
  listHistory(cohort: CohortFacts): Promise<StaffAnnouncement[]>;
  /** Learners and cohorts an audience reaches today. */
  reach(audience: AudienceFacts): Promise<{ learners: number; cohorts: number }>;
  /** The stored facts of one announcement (deleted included), or null. */
  facts(id: number): Promise<AnnouncementFacts | null>;
  /** Stores a new announcement; its body must already be sanitised. */
  create(input: NewAnnouncementInput): Promise<Announcement>;
  /** Changes (or marks deleted) an announcement; its body must already be sanitised. */
  update(id: number, changes: AnnouncementChanges, now: Date): Promise<Announcement>;
  /** Records that the learner has seen these announcements (first time only); returns how many were new. */
  recordSeen(email: string, announcementIds: number[], now: Date): Promise<number>;
}

/** The announcements repository over a drizzle database (PGlite or PostgreSQL). */
export function createAnnouncementsRepository(db: Database): AnnouncementsRepository {
  return {
    listLive: (cohort, now) => listLiveAnnouncements(db, cohort, now),
    listHistory: (cohort) => listAnnouncementHistory(db, cohort),
    reach: (audience) => audienceReach(db, audience),
    facts: (id) => findAnnouncementFacts(db, id),
    create: (input) => createAnnouncement(db, input),
    update: (id, changes, now) => updateAnnouncement(db, id, changes, now),
    recordSeen: (email, ids, now) => recordAnnouncementViews(db, email, ids, now),
  };
}
