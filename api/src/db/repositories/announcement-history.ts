import type { StaffAnnouncement } from '@cedar/shared/contract';
import { AUDIENCE, ROLE } from '@cedar/shared/domain';
import { and, countDistinct, desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { announcements, cohorts, userCourses } from '../schema/index.ts';
import { countAnnouncementViews } from './announcement-views.ts';
import { reachesCohort, selectAnnouncements, toAnnouncement } from './announcements.ts';

/** What the access rules and the update route need to know about a stored announcement. */
export interface AnnouncementFacts {
  id: number;
  audience: number;
  program_id: number | null;
  cohort_id: number | null;
  post_schedule: Date;
  post_expiration: Date | null;
  is_deleted: boolean;
}

/** The stored columns an update may change (body already sanitised). */
export interface AnnouncementChanges {
  body?: string;
  post_as?: string;
  audience?: number;
  program_id?: number | null;
  cohort_id?: number | null;
  post_schedule?: Date;
  post_expiration?: Date | null;
  is_deleted?: boolean;
}

/** Audience key of a reach count: everyone, a program or a cohort. */
const audienceKey = (a: { audience: number; program_id: number | null; cohort_id: number | null }) =>
  a.audience === AUDIENCE.everyone ? 'all' : a.audience === AUDIENCE.program ? `p${a.program_id}` : `c${a.cohort_id}`;

/** Active learners per cohort with its program: the base of every reach count. */
async function learnersPerCohort(db: Database) {
  return db
    .select({
      cohort_id: cohorts.cohort_id,
      program_id: cohorts.program_id,
      learners: countDistinct(userCourses.user_email),
    })
    .from(userCourses)
    .innerJoin(cohorts, eq(cohorts.cohort_id, userCourses.cohort_id))
    .where(and(eq(userCourses.active, true), eq(userCourses.user_role_id, ROLE.learner)))
    .groupBy(cohorts.cohort_id, cohorts.program_id);
}

/**
 * Learners and cohorts an audience reaches today. A learner in two cohorts of one program
 * counts in each: the dashboard shows it once per cohort they open.
 */
export async function audienceReach(
  db: Database,
  audience: { audience: number; program_id: number | null; cohort_id: number | null },
): Promise<{ learners: number; cohorts: number }> {
  const rows = (await learnersPerCohort(db)).filter((row) =>
    audience.audience === AUDIENCE.everyone
      ? true
      : audience.audience === AUDIENCE.program
        ? row.program_id === audience.program_id
        : row.cohort_id === audience.cohort_id,
  );
  return { learners: rows.reduce((sum, row) => sum + Number(row.learners), 0), cohorts: rows.length };
}

/**
 * Every announcement that reaches a cohort's members, whatever its status (queued, active,
 * expired), not deleted, newest schedule first, with its author's e-mail, its reach and how
 * many learners have seen it.
 */
export async function listAnnouncementHistory(
  db: Database,
  cohort: { cohort_id: number; program_id: number | null },
): Promise<StaffAnnouncement[]> {
  const rows = await selectAnnouncements(db)
    .where(and(eq(announcements.is_deleted, false), reachesCohort(cohort)))
    .orderBy(desc(announcements.post_schedule), desc(announcements.id));
  const perCohort = await learnersPerCohort(db);
  const reach = new Map<string, number>();
  const add = (key: string, learners: number) => reach.set(key, (reach.get(key) ?? 0) + learners);
  for (const row of perCohort) {
    add('all', Number(row.learners));
    add(`p${row.program_id}`, Number(row.learners));
    add(`c${row.cohort_id}`, Number(row.learners));
  }
  const seen = await countAnnouncementViews(
    db,
    rows.map((row) => row.announcement.id),
  );
  return rows.map((row) => ({
    ...toAnnouncement(row),
    author_email: row.announcement.author_email,
    reach_learners: reach.get(audienceKey(row.announcement)) ?? 0,
    seen_learners: seen.get(row.announcement.id) ?? 0,
  }));
}

/** The stored facts of an announcement, deleted ones included; null when there is none. */
export async function findAnnouncementFacts(db: Database, id: number): Promise<AnnouncementFacts | null> {
  const [row] = await db
    .select({
      id: announcements.id,
      audience: announcements.audience,
      program_id: announcements.program_id,
      cohort_id: announcements.cohort_id,
      post_schedule: announcements.post_schedule,
      post_expiration: announcements.post_expiration,
      is_deleted: announcements.is_deleted,
    })
    .from(announcements)
    .where(eq(announcements.id, id));
  return row ?? null;
}

/** Applies the changes in one statement and returns the announcement as the dashboard shows it. */
export async function updateAnnouncement(db: Database, id: number, changes: AnnouncementChanges, now: Date) {
  return db.transaction(async (tx) => {
    await tx
      .update(announcements)
      .set({ ...changes, updated_at: now })
      .where(eq(announcements.id, id));
    const [row] = await selectAnnouncements(tx).where(eq(announcements.id, id));
    return toAnnouncement(row!);
  });
}
