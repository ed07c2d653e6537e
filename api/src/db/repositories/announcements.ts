import type { Announcement } from '@cedar/shared/contract';
import { AUDIENCE } from '@cedar/shared/domain';
import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { announcements, cohorts, users } from '../schema/index.ts';

/** What a new announcement holds; `body` must already be sanitised. */
export interface NewAnnouncementInput {
  body: string;
  post_as: string;
  audience: number;
  program_id: number | null;
  cohort_id: number | null;
  author_email: string | null;
  post_schedule: Date;
  post_expiration: Date | null;
  created_by?: string | null;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function selectAnnouncements(db: Database) {
  return db
    .select({
      announcement: announcements,
      cohort_name: cohorts.cohort_name,
      first_name: users.first_name,
      last_name: users.last_name,
      preferred_name: users.preferred_name,
    })
    .from(announcements)
    .leftJoin(cohorts, eq(cohorts.cohort_id, announcements.cohort_id))
    .leftJoin(users, eq(users.email, announcements.author_email));
}

export type AnnouncementRow = Awaited<ReturnType<ReturnType<typeof selectAnnouncements>['execute']>>[number];

export function toAnnouncement({
  announcement: a,
  cohort_name,
  first_name,
  last_name,
  preferred_name,
}: AnnouncementRow): Announcement {
  return {
    id: a.id,
    body: a.body,
    post_as: a.post_as,
    audience: a.audience,
    program_id: a.program_id,
    cohort_id: a.cohort_id,
    cohort: cohort_name === null ? null : { cohort_name },
    author_mk_user: first_name === null ? null : { first_name, last_name: last_name ?? '', preferred_name },
    post_schedule: a.post_schedule.toISOString(),
    post_expiration: iso(a.post_expiration),
  };
}

/** The announcement is for everyone, for the cohort's program or for the cohort itself. */
export function reachesCohort(cohort: { cohort_id: number; program_id: number | null }) {
  return or(
    eq(announcements.audience, AUDIENCE.everyone),
    cohort.program_id === null
      ? undefined
      : and(eq(announcements.audience, AUDIENCE.program), eq(announcements.program_id, cohort.program_id)),
    and(eq(announcements.audience, AUDIENCE.cohort), eq(announcements.cohort_id, cohort.cohort_id)),
  );
}

/**
 * The announcements members of a cohort see at `now`: for everyone, for the cohort's program
 * or for the cohort; posted, not expired, not deleted; newest first.
 */
export async function listLiveAnnouncements(
  db: Database,
  cohort: { cohort_id: number; program_id: number | null },
  now: Date,
): Promise<Announcement[]> {
  const rows = await selectAnnouncements(db)
    .where(
      and(
        eq(announcements.is_deleted, false),
        lte(announcements.post_schedule, now),
        or(isNull(announcements.post_expiration), gt(announcements.post_expiration, now)),
        reachesCohort(cohort),
      ),
    )
    .orderBy(desc(announcements.post_schedule), desc(announcements.id));
  return rows.map(toAnnouncement);
}

/** Stores an announcement and returns it as the dashboard shows it. */
export async function createAnnouncement(db: Database, input: NewAnnouncementInput): Promise<Announcement> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(announcements)
      .values({ ...input, created_by: input.created_by ?? input.author_email })
      .returning({ id: announcements.id });
    const [row] = await selectAnnouncements(tx).where(eq(announcements.id, inserted!.id));
    return toAnnouncement(row!);
  });
}
