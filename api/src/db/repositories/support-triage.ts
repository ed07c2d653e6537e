import type { StaffSupportRequest, SupportRequestResponse } from '@cedar/shared/contract';
import { and, desc, eq, inArray, min, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { cohorts, courses, outboxMessages, supportRequestResponses, supportRequests, users } from '../schema/index.ts';

/** §9: 400 support requests per list. */
const PAGE = 400;

/** What a staff member may see of a cohort's requests. */
export interface TriageScope {
  /** Without supportRequestsCanSeePersonalRequests, type 4 does not exist for the caller. */
  includePersonal: boolean;
}

function selectStaffRequests(db: Database) {
  return db
    .select({
      request: supportRequests,
      cohort_name: cohorts.cohort_name,
      first_name: users.first_name,
      last_name: users.last_name,
      preferred_name: users.preferred_name,
      user_slack_id: users.user_slack_id,
    })
    .from(supportRequests)
    .leftJoin(cohorts, eq(cohorts.cohort_id, supportRequests.cohort_id))
    .leftJoin(users, eq(users.email, supportRequests.user_email));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectStaffRequests>['execute']>>[number] & {
  first_response_at: Date | null;
  course_name: string | null;
};

/**
 * The rows with their first answer (respond or Inscribe: the age clock stops there) and course
 * name, each found for all rows at once: two queries, however many rows.
 */
async function withDetails(
  db: Database,
  rows: Awaited<ReturnType<ReturnType<typeof selectStaffRequests>['execute']>>,
): Promise<Row[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.request.id);
  const lmsIds = [...new Set(rows.map((r) => r.request.lms_course_id).filter((id): id is string => id !== null))];
  const [firsts, names] = await Promise.all([
    db
      .select({ id: supportRequestResponses.request_id, at: min(supportRequestResponses.created_date) })
      .from(supportRequestResponses)
      .where(and(inArray(supportRequestResponses.request_id, ids), inArray(supportRequestResponses.action_id, [1, 2])))
      .groupBy(supportRequestResponses.request_id),
    lmsIds.length
      ? db
          .select({ lms: courses.lms_course_id, name: courses.coursename })
          .from(courses)
          .where(inArray(courses.lms_course_id, lmsIds))
          .orderBy(desc(courses.id))
      : Promise.resolve([]),
  ]);
  const firstOf = new Map(firsts.map((f) => [f.id, f.at]));
  // Ordered newest course last: the oldest course of an LMS id names it.
  const nameOf = new Map(names.map((n) => [n.lms, n.name]));
  return rows.map((r) => ({
    ...r,
    first_response_at: firstOf.get(r.request.id) ?? null,
    course_name: r.request.lms_course_id ? (nameOf.get(r.request.lms_course_id) ?? null) : null,
  }));
}

function toStaffRequest(row: Row): StaffSupportRequest {
  const { request } = row;
  return {
    id: request.id,
    request_type_id: request.request_type_id,
    status: request.status,
    description: request.description,
    cohort_id: request.cohort_id,
    cohort_name: row.cohort_name,
    source: request.source,
    source_url: request.source_url,
    upload_image_url: request.upload_image_url,
    created_at: request.created_at.toISOString(),
    updated_at: request.updated_at.toISOString(),
    version: request.version,
    first_response_at: row.first_response_at ? row.first_response_at.toISOString() : null,
    section: { submodule_name: row.course_name, section_name: null },
    user_lm: {
      first_name: row.first_name ?? '',
      last_name: row.last_name ?? '',
      preferred_name: row.preferred_name,
      email: request.user_email,
      user_slack_id: request.user_slack_id ?? row.user_slack_id,
    },
  };
}

const visible = (scope: TriageScope): SQL | undefined =>
  scope.includePersonal ? undefined : ne(supportRequests.request_type_id, 4);

/** A cohort's requests the scope allows, newest first (at most 400). */
export async function listCohortRequests(
  db: Database,
  cohortId: number,
  scope: TriageScope,
): Promise<StaffSupportRequest[]> {
  const rows = await selectStaffRequests(db)
    .where(and(eq(supportRequests.cohort_id, cohortId), visible(scope)))
    .orderBy(desc(supportRequests.created_at), desc(supportRequests.id))
    .limit(PAGE);
  return (await withDetails(db, rows)).map(toStaffRequest);
}

/**
 * What changes whenever a cohort's list would: a new request (count, latest id), an action
 * (sum of versions, latest update). One aggregate query; the list is re-read only when it moves.
 */
export async function cohortRequestsFingerprint(db: Database, cohortId: number): Promise<string> {
  const [row] = await db
    .select({
      n: sql<string>`count(*)`,
      versions: sql<string>`coalesce(sum(${supportRequests.version}), 0)`,
      latest: sql<string>`coalesce(max(${supportRequests.id}), 0)`,
      updated: sql<string>`coalesce(max(${supportRequests.updated_at})::text, '')`,
    })
    .from(supportRequests)
    .where(eq(supportRequests.cohort_id, cohortId));
  return `${row?.n}:${row?.versions}:${row?.latest}:${row?.updated}`;
}

/** One request by id, whatever its cohort (the access rule decides who may see it). */
export async function findStaffRequest(db: Database, id: number): Promise<StaffSupportRequest | null> {
  const [row] = await withDetails(db, await selectStaffRequests(db).where(eq(supportRequests.id, id)));
  return row ? toStaffRequest(row) : null;
}

/** The History of a request, newest first. */
export async function listResponses(db: Database, requestId: number): Promise<SupportRequestResponse[]> {
  const rows = await db
    .select({ response: supportRequestResponses, first_name: users.first_name, last_name: users.last_name })
    .from(supportRequestResponses)
    .leftJoin(users, eq(users.email, supportRequestResponses.staff_email))
    .where(eq(supportRequestResponses.request_id, requestId))
    .orderBy(desc(supportRequestResponses.created_date), desc(supportRequestResponses.id));
  return rows.map(({ response, first_name, last_name }) => ({
    id: response.id,
    action_id: response.action_id,
    response: response.response,
    created_date: response.created_date.toISOString(),
    staff_email_mk_user: first_name === null ? null : { first_name, last_name: last_name ?? '' },
  }));
}

/** A message the action hands to an external service, written with it. */
export interface OutgoingMessage {
  channel: 'mail' | 'slack' | 'inscribe';
  recipient: string;
  subject: string | null;
  body: string;
}

/** One staff action as stored. */
export interface StaffAction {
  requestId: number;
  expectedVersion: number;
  actionId: number;
  staffEmail: string;
  /** Sanitised HTML for the History. */
  response: string;
  nextStatus: string;
  outgoing: OutgoingMessage[];
}

/**
 * Applies an action in one transaction: the request's status and version (only if the version
 * is still the one the staff member saw), its History row and its outgoing messages. Returns
 * false, changing nothing, when someone else acted first; the ids of the outbox rows otherwise.
 */
export async function applyStaffAction(db: Database, action: StaffAction, now: Date): Promise<number[] | false> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(supportRequests)
      .set({ status: action.nextStatus, updated_at: now, version: sql`${supportRequests.version} + 1` })
      .where(and(eq(supportRequests.id, action.requestId), eq(supportRequests.version, action.expectedVersion)))
      .returning({ id: supportRequests.id });
    if (updated.length === 0) return false;
    await tx.insert(supportRequestResponses).values({
      request_id: action.requestId,
      action_id: action.actionId,
      response: action.response,
      staff_email: action.staffEmail,
      created_date: now,
    });
    if (action.outgoing.length === 0) return [];
    const rows = await tx
      .insert(outboxMessages)
      .values(action.outgoing.map((m) => ({ ...m, support_request_id: action.requestId, created_at: now })))
      .returning({ id: outboxMessages.id });
    return rows.map((r) => r.id);
  });
}

/** Outbox rows by id (for delivery) or every row still pending. */
export async function outboxRows(db: Database, ids?: number[]) {
  const where = ids ? inArray(outboxMessages.id, ids) : eq(outboxMessages.status, 'pending');
  return db.select().from(outboxMessages).where(where).orderBy(outboxMessages.id);
}

/** Records a delivery attempt. */
export async function markOutbox(
  db: Database,
  id: number,
  outcome: { delivered: true } | { delivered: false; error: string; giveUp: boolean },
  now: Date,
): Promise<void> {
  await db
    .update(outboxMessages)
    .set(
      outcome.delivered
        ? { status: 'delivered', delivered_at: now, attempts: sql`${outboxMessages.attempts} + 1`, last_error: null }
        : {
            status: outcome.giveUp ? 'failed' : 'pending',
            attempts: sql`${outboxMessages.attempts} + 1`,
            last_error: outcome.error.slice(0, 500),
          },
    )
    .where(eq(outboxMessages.id, id));
}

/** Delivery state of a request's outgoing messages (shown under its History). */
export async function requestDeliveries(db: Database, requestId: number) {
  return db
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      status: outboxMessages.status,
      attempts: outboxMessages.attempts,
      last_error: outboxMessages.last_error,
      created_at: outboxMessages.created_at,
    })
    .from(outboxMessages)
    .where(eq(outboxMessages.support_request_id, requestId))
    .orderBy(desc(outboxMessages.id));
}
