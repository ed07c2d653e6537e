import type { SupportRequest } from '@cedar/shared/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { cohorts, supportRequestResponses, supportRequests } from '../schema/index.ts';
import { normaliseEmail } from './records.ts';

/** A support request as it is stored; answers in `description` must already be sanitised. */
export interface NewSupportRequestInput {
  request_type_id: number;
  description: string;
  cohort_id: number;
  lms_course_id: string | null;
  user_email: string;
  user_lms_id: string | null;
  user_slack_id: string | null;
  source: string;
}

/** §9: 400 support requests per page. */
const PAGE = 400;

function selectRequests(db: Database) {
  return db
    .select({ request: supportRequests, cohort_name: cohorts.cohort_name })
    .from(supportRequests)
    .leftJoin(cohorts, eq(cohorts.cohort_id, supportRequests.cohort_id));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

function toSupportRequest({ request, cohort_name }: Row): SupportRequest {
  return {
    id: request.id,
    request_type_id: request.request_type_id,
    status: request.status,
    description: request.description,
    cohort_id: request.cohort_id,
    cohort_name,
    lms_course_id: request.lms_course_id,
    source: request.source,
    created_at: request.created_at.toISOString(),
    updated_at: request.updated_at.toISOString(),
  };
}

/** Stores a new request (status awaiting_review) and returns it. */
export async function createSupportRequest(
  db: Database,
  input: NewSupportRequestInput,
  now: Date,
): Promise<SupportRequest> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(supportRequests)
      .values({ ...input, user_email: normaliseEmail(input.user_email), created_at: now, updated_at: now })
      .returning({ id: supportRequests.id });
    const [row] = await selectRequests(tx).where(eq(supportRequests.id, inserted!.id));
    return toSupportRequest(row!);
  });
}

/** A user's own requests, latest update first (at most the spec's 400). */
export async function listOwnSupportRequests(db: Database, email: string): Promise<SupportRequest[]> {
  const rows = await selectRequests(db)
    .where(eq(supportRequests.user_email, normaliseEmail(email)))
    .orderBy(desc(supportRequests.updated_at), desc(supportRequests.id))
    .limit(PAGE);
  const ids = rows.map((row) => row.request.id);
  // The learner reads staff replies only: action 1, never comments, forwards or Inscribe posts.
  const replies = ids.length
    ? await db
        .select()
        .from(supportRequestResponses)
        .where(and(inArray(supportRequestResponses.request_id, ids), eq(supportRequestResponses.action_id, 1)))
        .orderBy(asc(supportRequestResponses.created_date), asc(supportRequestResponses.id))
    : [];
  return rows.map((row) => ({
    ...toSupportRequest(row),
    replies: replies
      .filter((reply) => reply.request_id === row.request.id)
      .map((reply) => ({ response: reply.response, created_date: reply.created_date.toISOString() })),
  }));
}
