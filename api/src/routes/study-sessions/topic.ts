import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints, StudySessionTopicBody, StudySessionTopicsEnvelope } from '@cedar/shared/contract';
import { badRequest, forbidden, notFound } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';
import { cleanTopic, visibleTopics } from '../../presenters/study-session.ts';

/** POST /api/v1/studysessiontopic { host_id, topicObj: { topic } }: a participant adds a topic. */
const topic: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    endpoints.studySessionTopic.path,
    {
      schema: {
        tags: ['study sessions'],
        summary: 'Add a topic to the study session you are in',
        body: StudySessionTopicBody,
        response: { 200: StudySessionTopicsEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'meetingMember' },
    },
    async (request) => {
      const text = cleanTopic(request.body.topicObj.topic);
      if (!text) throw badRequest('The topic is empty.');
      const result = await app.studySessionsRepository.addTopic(
        request.body.host_id,
        request.viewer!.email,
        text,
        app.now(),
      );
      if (result === null) throw notFound('No study session is running.');
      if (result === 'not_participant') throw forbidden('Join the study session first.');
      return { message: { topics: visibleTopics(result.topics, request.viewer!.email) } };
    },
  );
};

export default topic;
