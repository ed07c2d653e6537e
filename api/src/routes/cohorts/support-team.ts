import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CohortParams, endpoints, type SupportTeamMember, SupportTeamEnvelope } from '@cedar/shared/contract';
import { isVisibleAccount, ROLE, supportTeam } from '@cedar/shared/domain';
import { errorResponses } from '../schemas.ts';
import { avatarUrlOf } from '../../domain/avatar-urls.ts';

/**
 * GET /api/v1/cohort/:cohortId/supportteam: the cohort's active staff whose role shows in the
 * support panel, in the role table's display order, each person once (`message.advisors`).
 */
const supportTeamRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.supportTeam.path,
    {
      schema: {
        tags: ['cohorts'],
        summary: "The cohort's support team, in the support panel's order",
        params: CohortParams,
        response: { 200: SupportTeamEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config: { access: 'cohortMember' },
    },
    async (request) => {
      const viewer = request.viewer!;
      // Learners never show in the panel: the database leaves them out (most of a cohort).
      const rows = await app.cohortsRepository.memberCards({
        cohort_id: request.params.cohortId,
        active: true,
        exclude_role_ids: [ROLE.learner],
      });
      const staff = rows
        .filter(({ user }) => isVisibleAccount(user.email, viewer.email))
        .map(({ user, membership }) => {
          const card = {
            first_name: user.first_name,
            last_name: user.last_name,
            preferred_name: user.preferred_name,
            user_image_url: avatarUrlOf(user),
          };
          const member: SupportTeamMember = {
            id: membership.id,
            user_email: user.email,
            username: user.username,
            ...card,
            user_role_id: membership.user_role_id,
            user_email_mk_user: { email: user.email, username: user.username, ...card },
          };
          return member;
        });
      const seen = new Set<string>();
      const advisors = supportTeam(staff).filter(
        (member) => !seen.has(member.user_email) && seen.add(member.user_email),
      );
      return { message: { advisors } };
    },
  );
};

export default supportTeamRoute;
