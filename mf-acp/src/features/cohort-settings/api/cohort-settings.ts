import { apiFetch, useApi } from '@cedar/shared/api';
import {
  type CohortFieldsEnvelope,
  type SaveCohortWebtools,
  type SavedWebtoolsEnvelope,
  type UpdateCohortFields,
  type WebtoolsEnvelope,
  pathFor,
} from '@cedar/shared/contract';

/** GET /v1/cohort/:cohortId: the cohort's fields; null waits. */
export function useCohortFields(cohortId: number | null) {
  return useApi<CohortFieldsEnvelope>(cohortId === null ? null : pathFor('cohortFields', { cohortId }));
}

/** GET /v1/cohort/:cohortId/webtools: every tool assigned to the cohort, active or not. */
export function useCohortWebtools(cohortId: number | null) {
  return useApi<WebtoolsEnvelope>(cohortId === null ? null : pathFor('cohortWebtools', { cohortId }));
}

export async function updateCohortFields(cohortId: number, changes: UpdateCohortFields) {
  return (
    await apiFetch<CohortFieldsEnvelope>(pathFor('updateCohortFields', { cohortId }), { method: 'PUT', body: changes })
  ).message;
}

export async function saveCohortWebtools(cohortId: number, webtools: SaveCohortWebtools['webtools']) {
  return (
    await apiFetch<SavedWebtoolsEnvelope>(pathFor('saveCohortWebtools', { cohortId }), {
      method: 'POST',
      body: { webtools },
    })
  ).message;
}
