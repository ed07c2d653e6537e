import { apiFetch, useApi } from '@cedar/shared/api';
import {
  type AddCohortMembersEnvelope,
  type CohortMembersEnvelope,
  type MemberImportEnvelope,
  type MemberLookupEnvelope,
  type MembershipChangesEnvelope,
  type NewCohortMember,
  type UpdateCohortMember,
  type UpdateCohortMemberEnvelope,
  pathFor,
} from '@cedar/shared/contract';

/** GET /v1/cohort/:cohortId/members: the cohort and its members; null waits. */
export function useCohortMembers(cohortId: number | null) {
  return useApi<CohortMembersEnvelope>(cohortId === null ? null : pathFor('cohortMembers', { cohortId }));
}

/** GET /v1/cohort/:cohortId/members/changes: the audit list, for the cohort's admins; null waits. */
export function useMembershipChanges(cohortId: number | null) {
  return useApi<MembershipChangesEnvelope>(cohortId === null ? null : pathFor('cohortMemberChanges', { cohortId }));
}

/** POST /v1/cohort/:cohortId/members: answers didAdd and didNotAdd with their messages. */
export async function addCohortMembers(cohortId: number, members: NewCohortMember[]) {
  const envelope = await apiFetch<AddCohortMembersEnvelope>(pathFor('addCohortMembers', { cohortId }), {
    method: 'POST',
    body: { members },
  });
  return envelope.message;
}

/** PUT /v1/cohort/:cohortId/members/:memberId with only the changed fields. */
export async function updateCohortMember(cohortId: number, memberId: number, changes: UpdateCohortMember) {
  const envelope = await apiFetch<UpdateCohortMemberEnvelope>(pathFor('updateCohortMember', { cohortId, memberId }), {
    method: 'PUT',
    body: changes,
  });
  return envelope.message;
}

/** GET /v1/cohort/:cohortId/members/lookup?email=: an existing user of that e-mail. */
export async function lookupMember(cohortId: number, email: string, signal?: AbortSignal) {
  const envelope = await apiFetch<MemberLookupEnvelope>(pathFor('cohortMemberLookup', { cohortId }), {
    query: { email },
    signal,
  });
  return envelope.message;
}

/** POST /v1/cohort/:cohortId/members/import: a dry run of the file, or (apply) its writing. */
export async function importCohortMembers(cohortId: number, file: File, apply: boolean) {
  const form = new FormData();
  if (apply) form.append('apply', 'true');
  form.append('file', file, file.name);
  const envelope = await apiFetch<MemberImportEnvelope>(pathFor('importCohortMembers', { cohortId }), {
    method: 'POST',
    body: form,
  });
  return envelope.message;
}
