import useSWR from 'swr';
import { type ApiError, apiFetch } from '@cedar/shared/api';
import {
  type LearnerContextEnvelope,
  pathFor,
  type StaffSupportRequest,
  type StaffSupportRequestsEnvelope,
  type SupportActionBody,
  type SupportActionEnvelope,
  type SupportRequestResponsesEnvelope,
} from '@cedar/shared/contract';

/** How often an open list refreshes, so two staff see each other's actions. */
const LIST_REFRESH_MS = 30_000;

/** GET /v1/cohort/{id}/supportrequests (§7): the cohort's requests, at most 400. */
export function useCohortSupportRequests(cohortId: number | null) {
  return useSWR<StaffSupportRequest[], ApiError>(
    cohortId === null ? null : ['acp-support-requests', cohortId],
    async () => {
      const envelope = await apiFetch<StaffSupportRequestsEnvelope>(
        pathFor('cohortSupportRequests', { cohortId: cohortId! }),
        { query: { expand: 'coursestructure,users', limit: 400 } },
      );
      return envelope.message.support_requests;
    },
    { refreshInterval: LIST_REFRESH_MS },
  );
}

/** GET /v1/supportrequests?id= : one request (a direct link opens it even when filtered out). */
export function useSupportRequest(id: number | null) {
  return useSWR<StaffSupportRequest, ApiError>(id === null ? null : ['acp-support-request', id], async () => {
    const envelope = await apiFetch<StaffSupportRequestsEnvelope>(pathFor('supportRequestById'), {
      query: { id: id!, expand: 'coursestructure,users' },
    });
    return envelope.message.support_requests[0]!;
  });
}

/** GET /getRequestResponses/{id}: the History, newest first, and the deliveries. */
export function useRequestResponses(id: number | null) {
  return useSWR<SupportRequestResponsesEnvelope['message'], ApiError>(
    id === null ? null : ['acp-support-responses', id],
    async () =>
      (await apiFetch<SupportRequestResponsesEnvelope>(pathFor('supportRequestResponses', { id: id! }))).message,
  );
}

/** POST /updateSupportRequest: one action; the answer holds §8's text and the request as it now is. */
export async function actOnSupportRequest(body: SupportActionBody): Promise<SupportActionEnvelope['message']> {
  return (await apiFetch<SupportActionEnvelope>(pathFor('updateSupportRequest'), { method: 'POST', body })).message;
}

/** GET /v1/supportrequests/{id}/context: the requester's context for the side panel. */
export function useLearnerContext(id: number | null) {
  return useSWR<LearnerContextEnvelope['message'], ApiError>(
    id === null ? null : ['acp-support-context', id],
    async () => (await apiFetch<LearnerContextEnvelope>(pathFor('supportRequestContext', { id: id! }))).message,
  );
}
