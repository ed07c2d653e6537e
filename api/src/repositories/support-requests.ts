import type {
  LearnerContextCourse,
  LearnerContextRequest,
  SavedReply,
  StaffSupportRequest,
  SupportRequest,
  SupportRequestResponse,
} from '@cedar/shared/contract';
import type { Database } from '../db/client.ts';
import { learnerCourses, learnerOtherRequests } from '../db/repositories/learner-context.ts';
import {
  createSavedReply,
  deleteSavedReply,
  listSavedReplies,
  type SavedReplyInput,
  updateSavedReply,
} from '../db/repositories/saved-replies.ts';
import {
  createSupportRequest,
  listOwnSupportRequests,
  type NewSupportRequestInput,
} from '../db/repositories/support-requests.ts';
import {
  applyStaffAction,
  cohortRequestsFingerprint,
  findStaffRequest,
  listCohortRequests,
  listResponses,
  requestDeliveries,
  type StaffAction,
  type TriageScope,
} from '../db/repositories/support-triage.ts';

/** Delivery state of one outgoing message of a request. */
export type RequestDelivery = Awaited<ReturnType<typeof requestDeliveries>>[number];

/** Support requests sent from the dashboard. */
export interface SupportRequestsRepository {
  /** Stores a request; its answers must already be sanitised. */
  create(input: NewSupportRequestInput, now: Date): Promise<SupportRequest>;
  /** The user's own requests, newest first. */
  listOwn(email: string): Promise<SupportRequest[]>;
  /** A cohort's requests as staff triage them, newest first (at most 400). */
  listForCohort(cohortId: number, scope: TriageScope): Promise<StaffSupportRequest[]>;
  /** What changes whenever a cohort's list would (a new request, an action): one aggregate query. */
  fingerprint(cohortId: number): Promise<string>;
  /** One request by id, any cohort. */
  findForStaff(id: number): Promise<StaffSupportRequest | null>;
  /** A request's History, newest first. */
  responses(requestId: number): Promise<SupportRequestResponse[]>;
  /** Applies a staff action if the version still matches: false when someone acted first. */
  act(action: StaffAction, now: Date): Promise<number[] | false>;
  /** The outgoing messages of a request and how their delivery went. */
  deliveries(requestId: number): Promise<RequestDelivery[]>;
  /** The requester's other requests in the cohort (the side panel), personal ones only if asked. */
  otherRequests(
    email: string,
    cohortId: number,
    exceptId: number,
    includePersonal: boolean,
  ): Promise<LearnerContextRequest[]>;
  /** The learner's courses in the given cohorts. */
  learnerCourses(email: string, cohortIds: readonly number[]): Promise<LearnerContextCourse[]>;
  /** A cohort's saved replies by title. */
  savedReplies(cohortId: number): Promise<SavedReply[]>;
  /** Stores a saved reply (body already sanitised). */
  createSavedReply(cohortId: number, input: SavedReplyInput, now: Date): Promise<SavedReply>;
  /** Changes a saved reply of that cohort; null when it has none by that id. */
  updateSavedReply(cohortId: number, id: number, input: SavedReplyInput, now: Date): Promise<SavedReply | null>;
  /** Deletes a saved reply of that cohort; false when it has none by that id. */
  deleteSavedReply(cohortId: number, id: number): Promise<boolean>;
}

/** The support-requests repository over a drizzle database (PGlite or PostgreSQL). */
export function createSupportRequestsRepository(db: Database): SupportRequestsRepository {
  // The list staff poll is remembered above the repository, as the answer it makes
  // (routes/support-requests/list-answers.ts): the fingerprint says when to read it again.
  return {
    create: (input, now) => createSupportRequest(db, input, now),
    listOwn: (email) => listOwnSupportRequests(db, email),
    listForCohort: (cohortId, scope) => listCohortRequests(db, cohortId, scope),
    fingerprint: (cohortId) => cohortRequestsFingerprint(db, cohortId),
    findForStaff: (id) => findStaffRequest(db, id),
    responses: (requestId) => listResponses(db, requestId),
    act: (action, now) => applyStaffAction(db, action, now),
    deliveries: (requestId) => requestDeliveries(db, requestId),
    otherRequests: (email, cohortId, exceptId, includePersonal) =>
      learnerOtherRequests(db, email, cohortId, exceptId, includePersonal),
    learnerCourses: (email, cohortIds) => learnerCourses(db, email, cohortIds),
    savedReplies: (cohortId) => listSavedReplies(db, cohortId),
    createSavedReply: (cohortId, input, now) => createSavedReply(db, cohortId, input, now),
    updateSavedReply: (cohortId, id, input, now) => updateSavedReply(db, cohortId, id, input, now),
    deleteSavedReply: (cohortId, id) => deleteSavedReply(db, cohortId, id),
  };
}
