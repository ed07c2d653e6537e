import { AUDIENCE, type FunctionKey, permissionsInCohort } from '@cedar/shared/domain';
import type { AnnouncementFacts } from '../repositories/announcements.ts';
import { badRequest, forbidden, notFound } from '../http-errors.ts';
import { type AccessOutcome, fields, integer, type Rule, type RuleInput } from './rule.ts';

/**
 * Rules about announcements, from the permission matrix of DECISIONS.md, per cohort:
 * - `announcementAuthor`: the audience of the body (or, for a GET, the query) is one the
 *   caller may post to: a cohort where they may create announcements for their assigned
 *   cohort, or (a program, everyone) a cohort where they may send to everyone, of that
 *   program for a program (else 403);
 * - `announcementReader`: `?cohort_id=` is a cohort where the caller may see the history
 *   (else 403);
 * - `announcementEditor`: the announcement `:id` exists and is not deleted (else 404); the
 *   caller may edit it (or delete it, for `is_deleted`) in the cohort it is for, or for a
 *   program or everyone in a cohort where they also send to everyone; a new audience in the
 *   body must be one they may post to (else 403).
 */

type Audience = { audience: unknown; program_id?: unknown; cohort_id?: unknown };

const rightsIn = (input: RuleInput, cohortId: number) =>
  permissionsInCohort(input.viewer.memberships, cohortId).functions;

/** Cohorts where the caller holds `flag` and may send to everyone, within `programId` if given. */
async function everyoneCohorts(input: RuleInput, flag: FunctionKey, programId: number | null) {
  const own = [...new Set(input.viewer.memberships.filter((m) => m.active).map((m) => m.cohort_id))];
  const cohorts = await input.repositories.cohortsRepository.list(own);
  return cohorts
    .filter((c) => {
      const rights = rightsIn(input, c.cohort_id);
      return rights[flag] && rights.annoucementsCanSendAnnoucementsToEveryone;
    })
    .filter((c) => programId === null || c.program_id === programId)
    .map((c) => c.cohort_id);
}

/** May the caller (with `flag`) act on an announcement for this audience? Throws 400/403. */
async function audienceAllowed(input: RuleInput, target: Audience, flag: FunctionKey): Promise<number[]> {
  if (target.audience === AUDIENCE.cohort) {
    const cohortId = integer(target.cohort_id);
    if (cohortId === null) throw badRequest('cohort_id is required for a cohort announcement.');
    const rights = rightsIn(input, cohortId);
    if (!rights[flag] || !rights.announcementsCanSendToAssignedCohort) {
      throw forbidden('You may not post announcements to this cohort.');
    }
    return [cohortId];
  }
  if (target.audience !== AUDIENCE.program && target.audience !== AUDIENCE.everyone) {
    throw badRequest('audience must be 1 (everyone), 2 (a program) or 3 (a cohort).');
  }
  const programId = target.audience === AUDIENCE.program ? integer(target.program_id) : null;
  if (target.audience === AUDIENCE.program && programId === null) {
    throw badRequest('program_id is required for a program announcement.');
  }
  const allowed = await everyoneCohorts(input, flag, programId);
  if (allowed.length === 0) throw forbidden('You may not post announcements to this audience.');
  return allowed;
}

/** The audience after an update: the body's fields over the stored ones. */
function audienceAfter(stored: AnnouncementFacts, body: Record<string, unknown>): Audience | null {
  if (body.audience === undefined && body.cohort_id === undefined && body.program_id === undefined) return null;
  return {
    audience: body.audience ?? stored.audience,
    cohort_id: body.cohort_id === undefined ? stored.cohort_id : body.cohort_id,
    program_id: body.program_id === undefined ? stored.program_id : body.program_id,
  };
}

export const ANNOUNCEMENT_RULES = {
  async announcementAuthor(input) {
    const source = input.request.method === 'GET' ? input.request.query : input.request.body;
    const cohortIds = await audienceAllowed(input, fields(source) as Audience, 'annoucementsCanCreateAnnouncement');
    return { cohortIds };
  },

  async announcementReader(input) {
    const cohortId = integer(fields(input.request.query).cohort_id);
    if (cohortId === null) throw badRequest('A cohort is required.');
    if (!rightsIn(input, cohortId).announcementsCanSeeHistory) {
      throw forbidden('You may not see the announcements of this cohort.');
    }
    return { cohortIds: [cohortId] };
  },

  async announcementEditor(input): Promise<AccessOutcome> {
    const id = integer(fields(input.request.params).id);
    const stored = id === null ? null : await input.repositories.announcementsRepository.facts(id);
    if (!stored || stored.is_deleted) throw notFound('No such announcement.');
    const body = fields(input.request.body);
    const flag: FunctionKey =
      body.is_deleted === true ? 'annoucementsCanDeleteAnnoucements' : 'annoucementsCanEditAnnoucements';
    const cohortIds = await audienceAllowed(input, stored, flag);
    const changed = audienceAfter(stored, body);
    if (changed) await audienceAllowed(input, changed, flag);
    return { cohortIds };
  },
} satisfies Record<string, Rule>;
