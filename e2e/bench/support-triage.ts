import { cohortLearnerTokens, currentEtags, loadDashboardCall, type Learner } from './dashboard-api.ts';
import type { LoadResult } from './http-load.ts';
import { measureFirstRender } from './js-bytes.ts';

/** The cohort the triage load runs on (SEBD September 2026, the demo staff's). */
const COHORT = 1;
const ADMIN = 'admin@cedar.test';

/** What Chromium sends with every fetch of the console: the list comes compressed. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * Fills cohort 1 up to the spec's 400 support requests (its learners send them through the
 * API), then has `connections` staff poll the cohort's list: plainly (no Accept-Encoding, the
 * whole JSON each time), as the console's browser asks for it (Accept-Encoding), and
 * revalidating with If-None-Match as an open Support Requests page does.
 */
export async function measureSupportTriage(
  baseUrl: string,
  dataDir: string,
  connections: number,
  duration: number,
): Promise<{ results: LoadResult[]; listed: number }> {
  const { accessToken } = await measureFirstRender(baseUrl, ADMIN);
  const config = (await (await fetch(`${baseUrl}/portal-config.json`)).json()) as { apiKey?: string };
  const apiKey = config.apiKey ?? '';
  const headers = { authorization: `Bearer ${accessToken}`, 'x-api-key': apiKey };
  const admin: Learner = { email: ADMIN, token: accessToken };
  const learners = (await cohortLearnerTokens(baseUrl, dataDir, admin, COHORT, 200, headers)).filter(
    (l) => l.email !== ADMIN,
  );
  const list = `/api/v1/cohort/${COHORT}/supportrequests?expand=coursestructure,users&limit=400`;
  const count = async () =>
    ((await (await fetch(`${baseUrl}${list}`, { headers })).json()) as { message: { support_requests: unknown[] } })
      .message.support_requests.length;
  let listed = await count();
  // Former members of the cohort (inactive) may not send: they are skipped.
  let sent = 0;
  for (let i = 0; listed + sent < 400 && i < Math.max(learners.length * 4, 800); i += 1) {
    const learner = learners[i % learners.length]!;
    const response = await fetch(`${baseUrl}/api/v1/supportrequests`, {
      method: 'POST',
      headers: { authorization: `Bearer ${learner.token}`, 'x-api-key': apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        request_type_id: 1 + (i % 6),
        source: 'my_cedar',
        cohort_id: COHORT,
        email: learner.email,
        description: [
          'challenge=<p>Bench request about recursion and closures</p>&solution=<p>Tried the handbook</p>',
          'challenge=<p>Bench request about pagination</p>&solution=<p>Added a page parameter</p>',
          'struggling=<p>Bench request: the lesson on scope</p>',
          'personal=<p>Bench request of a personal kind</p>',
          'grades=<p>Bench request about a grade</p>',
          'other=<p>Bench request about something else</p>',
        ][i % 6],
      }),
    });
    if (response.status === 403) continue;
    if (!response.ok) throw new Error(`support request ${i}: ${response.status} ${await response.text()}`);
    sent += 1;
  }
  listed = await count();
  // Every poll as the admin: the cost is the list's, the same for any staff member.
  const staff = Array.from({ length: connections }, () => admin);
  const call = { name: `GET ${list.split('?')[0]} (${listed} requests)`, template: list };
  const results = [await loadDashboardCall(baseUrl, call, staff, apiKey, connections, duration)];
  const browser = {
    ...call,
    name: `${call.name} (Accept-Encoding)`,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
  };
  results.push(await loadDashboardCall(baseUrl, browser, staff, apiKey, connections, duration));
  const etags = await currentEtags(baseUrl, call, staff.slice(0, 1), apiKey);
  if (etags.size > 0) results.push(await loadDashboardCall(baseUrl, call, staff, apiKey, connections, duration, etags));
  return { results, listed };
}
