import { apiFetch } from '@cedar/shared/api';
import { type StudySessionTopicsEnvelope, pathFor } from '@cedar/shared/contract';

/** POST /v1/studysessiontopic (§7): a participant adds what they work on to the running session. */
export async function addStudySessionTopic(hostId: string, topic: string) {
  const envelope = await apiFetch<StudySessionTopicsEnvelope>(pathFor('studySessionTopic'), {
    method: 'POST',
    body: { host_id: hostId, topicObj: { topic } },
  });
  return envelope.message.topics;
}
