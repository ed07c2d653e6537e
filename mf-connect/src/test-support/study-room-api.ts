import { HttpResponse, delay } from 'msw';
import type { ConnectionData, JoinStudySession, StudySession, StudySessionParticipant } from '@cedar/shared/contract';
import { apiHandler } from '@cedar/shared/testing';
import { COHORT_ID, HOST_ID, TOPICS, VIEWER, ZOOM_URL, connectionData, studySession } from './fixtures';

/** A fake study room behind MSW: what the API would hold, and the requests it got. */
export interface FakeStudyRoom {
  session: StudySession | null;
  connection: Partial<ConnectionData>;
  requests: { method: string; path: string; body: unknown }[];
  /** Answer this path with an error (status) instead. */
  failing: Record<string, number>;
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
      return HttpResponse.json({ message: { cohort } });
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
