import { apiFetch, useApi } from '@cedar/shared/api';
import {
  type CreateCohort,
  type CreatedCohortEnvelope,
  type ManagedProgramsEnvelope,
  pathFor,
} from '@cedar/shared/contract';

/** GET /v1/programs: every program with its active and inactive cohorts. */
export function useManagedPrograms() {
  return useApi<ManagedProgramsEnvelope>(pathFor('managedPrograms'));
}

/** POST /v1/cohort: the new cohort and the creator's admin membership. */
export async function createCohort(body: CreateCohort) {
  return (await apiFetch<CreatedCohortEnvelope>(pathFor('createCohort'), { method: 'POST', body })).message;
}
