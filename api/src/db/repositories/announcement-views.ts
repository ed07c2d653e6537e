import { count, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { announcementViews } from '../schema/index.ts';

/**
 * Records that a learner's dashboard has shown these announcements: one row per learner and
 * announcement, the first time only (a repeat changes nothing). Returns how many were new.
 */
export async function recordAnnouncementViews(
  db: Database,
  email: string,
  announcementIds: number[],
  now: Date,
): Promise<number> {
  const ids = [...new Set(announcementIds)];
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(announcementViews)
      .values(ids.map((announcement_id) => ({ announcement_id, user_email: email, seen_at: now })))
      .onConflictDoNothing()
      .returning({ id: announcementViews.announcement_id });
    return inserted.length;
  });
}

/** Learners who have seen each announcement, by id (absent: nobody yet). */
export async function countAnnouncementViews(db: Database, announcementIds: number[]): Promise<Map<number, number>> {
  if (announcementIds.length === 0) return new Map();
  const rows = await db
    .select({ id: announcementViews.announcement_id, seen: count() })
    .from(announcementViews)
    .where(inArray(announcementViews.announcement_id, announcementIds))
    .groupBy(announcementViews.announcement_id);
  return new Map(rows.map((row) => [row.id, Number(row.seen)]));
}
