import { HttpResponse, delay } from 'msw';
import type { ConnectionData, JoinStudySession, StudySession, StudySessionParticipant } from '@cedar/shared/contract';
import { recentlyUpdatedLearners, showcaseClassmate, visibleOnlineLearners } from '@cedar/shared/domain';
import { apiHandler } from '@cedar/shared/testing';
import { COHORT_ID, HOST_ID, TOPICS, VIEWER, VIEWER_EMAIL, ZOOM_URL, connectionData, studySession } from './fixtures';

/** A fake study room behind MSW: what the API would hold, and the requests it got. */
export interface FakeStudyRoom {
  session: StudySession | null;
  connection: Partial<ConnectionData>;
  requests: { method: string; path: string; body: unknown }[];
  /** Answer this path with an error (status) instead. */
  failing: Record<string, number>;
}

/** The API's panel view of the connection data (`view=panel`), from the members. */
function panelSummary(cohort: ConnectionData, viewerEmail: string, pick: number) {
  const members = cohort.mk_user_courses;
  return {
    online_count: visibleOnlineLearners(members, viewerEmail).length,
    recently_updated_count: recentlyUpdatedLearners(members, viewerEmail, new Date()).length,
    showcase: showcaseClassmate(members, viewerEmail, pick),
  };
}

/** MSW handlers of the connection data and the study-session calls over a fake room. */
export function studyRoomApi(room: FakeStudyRoom) {
  const record = async (request: Request, path: string) => {
    const body = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
    room.requests.push({ method: request.method, path, body });
    return room.failing[path];
  };
  const failure = (status: number) => HttpResponse.json({ statusCode: status, message: 'failed' }, { status });
  const connectionPath = `/v1/cohort/${COHORT_ID}/connection`;
  const sessionPath = `/v1/studysession/${HOST_ID}`;
  return [
    apiHandler('get', connectionPath, async ({ request }) => {
      const status = await record(request, connectionPath);
      if (status) return failure(status);
      const cohort = connectionData({ study_session_in_progress: room.session !== null, ...room.connection });
      // As the API does: the panel view carries the counts and the picked classmate, no members.
      const query = new URL(request.url).searchParams;
      if (query.get('view') !== 'panel') return HttpResponse.json({ message: { cohort } });
      const summary = panelSummary(cohort, VIEWER_EMAIL, Number(query.get('pick') ?? 0));
      return HttpResponse.json({ message: { cohort: { ...cohort, mk_user_courses: [], learner_summary: summary } } });
    }),
    apiHandler('get', sessionPath, async ({ request }) => {
      const status = await record(request, sessionPath);
      if (status) return failure(status);
      return HttpResponse.json({ message: room.session ?? {} });
    }),
    apiHandler('post', sessionPath, async ({ request }) => {
      const status = await record(request, `POST ${sessionPath}`);
      if (status) return failure(status);
      const body = room.requests.at(-1)!.body as JoinStudySession;
      const started = room.session === null;
      const me: StudySessionParticipant = { ...VIEWER, user_email: body.userEmail };
      const current = room.session ?? studySession([], body.topic ? [{ ...TOPICS[0]!, topic: body.topic }] : []);
      room.session = { ...current, participants: { ...current.participants, [body.userEmail]: me } };
      return HttpResponse.json({ message: { zoom_url: ZOOM_URL, started, session: room.session } });
    }),
    apiHandler('post', `${sessionPath}/leave`, async ({ request }) => {
      const status = await record(request, `${sessionPath}/leave`);
      if (status) return failure(status);
      // The viewer was the last one in: the session ends.
      room.session = null;
      return HttpResponse.json({ message: {} });
    }),
    apiHandler('post', '/v1/studysessiontopic', async ({ request }) => {
      const status = await record(request, '/v1/studysessiontopic');
      if (status) return failure(status);
      const body = room.requests.at(-1)!.body as { topicObj: { topic: string } };
      const topics = [
        ...(room.session?.topics ?? []),
        { id: 9, topic: body.topicObj.topic, main: false, user_email: null },
      ];
      if (room.session) room.session = { ...room.session, topics };
      return HttpResponse.json({ message: { topics } });
    }),
  ];
}

/** A fake room with no session running. */
export function fakeStudyRoom(session: StudySession | null = null): FakeStudyRoom {
  return { session, connection: {}, requests: [], failing: {} };
}

/** A handler that never answers the connection data: the loading state stays. */
export const pendingConnection = apiHandler('get', `/v1/cohort/${COHORT_ID}/connection`, async () => {
  await delay('infinite');
  return HttpResponse.json({});
});
