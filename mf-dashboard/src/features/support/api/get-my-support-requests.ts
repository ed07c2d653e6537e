import useSWR from 'swr';
import { type ApiError, apiFetch } from '@cedar/shared/api';
import { type MySupportRequestsEnvelope, type SupportRequest, pathFor } from '@cedar/shared/contract';

/** SWR key of the signed-in learner's own support requests; revalidate it after sending one. */
export const mySupportRequestsKey = ['my-support-requests'] as const;

/** GET /v1/supportrequests/mine: the caller's requests, latest update first. */
export async function getMySupportRequests(): Promise<SupportRequest[]> {
  const envelope = await apiFetch<MySupportRequestsEnvelope>(pathFor('mySupportRequests'));
  return envelope?.message?.support_requests ?? [];
}

/** The learner's own support requests ("My requests"). */
export function useMySupportRequests(enabled: boolean) {
  return useSWR<SupportRequest[], ApiError, typeof mySupportRequestsKey | null>(
    enabled ? mySupportRequestsKey : null,
    getMySupportRequests,
  );
}
