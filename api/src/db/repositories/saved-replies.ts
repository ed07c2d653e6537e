import type { SavedReply } from '@cedar/shared/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { savedReplies } from '../schema/index.ts';

/** A saved reply as written: the body already sanitised. */
export interface SavedReplyInput {
  title: string;
  body: string;
  staffEmail: string;
}

type Stored = typeof savedReplies.$inferSelect;
const toSavedReply = (row: Stored): SavedReply => ({
  id: row.id,
  cohort_id: row.cohort_id,
  title: row.title,
  body: row.body,
  updated_by: row.updated_by,
  updated_at: row.updated_at.toISOString(),
});

/** Saved replies are few per cohort (staff write them by hand): at most this many are listed. */
const MAX_LISTED = 500;

/** A cohort's saved replies by title. */
export async function listSavedReplies(db: Database, cohortId: number): Promise<SavedReply[]> {
  const rows = await db
    .select()
    .from(savedReplies)
    .where(eq(savedReplies.cohort_id, cohortId))
    .orderBy(asc(savedReplies.title), asc(savedReplies.id))
    .limit(MAX_LISTED);
  return rows.map(toSavedReply);
}

export async function createSavedReply(
  db: Database,
  cohortId: number,
  input: SavedReplyInput,
  now: Date,
): Promise<SavedReply> {
  const [row] = await db
    .insert(savedReplies)
    .values({
      cohort_id: cohortId,
      title: input.title,
      body: input.body,
      created_by: input.staffEmail,
      updated_by: input.staffEmail,
      created_at: now,
      updated_at: now,
    })
    .returning();
  return toSavedReply(row!);
}

/** Updates a reply of that cohort; null when the cohort has no such reply. */
export async function updateSavedReply(
  db: Database,
  cohortId: number,
  id: number,
  input: SavedReplyInput,
  now: Date,
): Promise<SavedReply | null> {
  const [row] = await db
    .update(savedReplies)
    .set({ title: input.title, body: input.body, updated_by: input.staffEmail, updated_at: now })
    .where(and(eq(savedReplies.id, id), eq(savedReplies.cohort_id, cohortId)))
    .returning();
  return row ? toSavedReply(row) : null;
}

/** Deletes a reply of that cohort; false when the cohort has no such reply. */
export async function deleteSavedReply(db: Database, cohortId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedReplies)
    .where(and(eq(savedReplies.id, id), eq(savedReplies.cohort_id, cohortId)))
    .returning({ id: savedReplies.id });
  return rows.length > 0;
}
