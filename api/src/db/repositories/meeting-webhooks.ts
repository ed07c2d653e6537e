import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { meetingWebhookEvents, videos } from '../schema/index.ts';

/**
 * Records a signed event as taken; false when the same signature was taken before (a replay).
 * Rows older than `keepMs` go first: past the freshness window a replay is refused as stale.
 */
export async function takeWebhookEventOnce(
  db: Database,
  signature: string,
  now: Date,
  keepMs: number,
): Promise<boolean> {
  const hash = createHash('sha256').update(signature).digest('hex');
  return db.transaction(async (tx) => {
    await tx.delete(meetingWebhookEvents).where(lt(meetingWebhookEvents.received_at, new Date(now.getTime() - keepMs)));
    const inserted = await tx
      .insert(meetingWebhookEvents)
      .values({ signature_hash: hash, received_at: now })
      .onConflictDoNothing()
      .returning({ hash: meetingWebhookEvents.signature_hash });
    return inserted.length === 1;
  });
}

/** Whether a recording of the meeting that started at `start` is stored already (a re-sent event). */
export async function recordingStored(db: Database, meetingId: string, start: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(
      and(
        eq(videos.meeting_id, meetingId),
        sql`${videos.source_details} -> 'recording_details' ->> 'start_time' = ${start.toISOString()}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
