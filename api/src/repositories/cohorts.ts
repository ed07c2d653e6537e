import type { WebtoolAssignment } from '@cedar/shared/contract';
import type { Database } from '../db/client.ts';
import {
  type CohortMemberCard,
  type CohortMemberFilter,
  listCohortMemberCards,
} from '../db/repositories/cohort-members.ts';
import {
  type CohortRecord,
  findCohort,
  findCohortFacts,
  findCohortRoom,
  listCohorts,
} from '../db/repositories/cohorts.ts';
import { listCohortWebtools } from '../db/repositories/webtools.ts';

/** What the connection panel reads of a cohort: its room and its active calendars. */
export type CohortRoom = NonNullable<Awaited<ReturnType<typeof findCohortRoom>>>;
/** The facts announcements are chosen by: the cohort, its program and its room. */
export type CohortFacts = NonNullable<Awaited<ReturnType<typeof findCohortFacts>>>;

/** Cohorts, their member cards and their web tools. */
export interface CohortsRepository {
  /** The given cohorts (every cohort without ids). */
  list(ids?: number[]): Promise<CohortRecord[]>;
  find(cohortId: number): Promise<CohortRecord | null>;
  facts(cohortId: number): Promise<CohortFacts | null>;
  room(cohortId: number): Promise<CohortRoom | null>;
  /** Members' cards (names, picture, role) matching the filter. */
  memberCards(filter: CohortMemberFilter): Promise<CohortMemberCard[]>;
  /** The web tools assigned to a cohort (only active or inactive ones when `isActive` is given). */
  webtools(cohortId: number, isActive?: boolean): Promise<WebtoolAssignment[]>;
}

/** The cohorts repository over a drizzle database (PGlite or PostgreSQL). */
export function createCohortsRepository(db: Database): CohortsRepository {
  return {
    list: (ids) => listCohorts(db, ids),
    find: (cohortId) => findCohort(db, cohortId),
    facts: (cohortId) => findCohortFacts(db, cohortId),
    room: (cohortId) => findCohortRoom(db, cohortId),
    memberCards: (filter) => listCohortMemberCards(db, filter),
    webtools: (cohortId, isActive) => listCohortWebtools(db, cohortId, isActive),
  };
}
