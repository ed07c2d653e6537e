import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddCohortMembers,
  AddCohortMembersEnvelope,
  CohortMemberParams,
  CohortMembersEnvelope,
  CohortParams,
  endpoints,
  MemberLookupEnvelope,
  MemberLookupQuery,
  MembershipChangesEnvelope,
  UpdateCohortMember,
  UpdateCohortMemberEnvelope,
} from '@cedar/shared/contract';
import { EDIT_ROLE_IDS, isValidMemberEmail, isVisibleAccount, newMemberErrors } from '@cedar/shared/domain';
import { MEMBER_MESSAGES } from '../../domain/member-messages.ts';
import { badRequest, notFound } from '../../http-errors.ts';
import { errorResponses } from '../schemas.ts';
import importRoutes from './import.ts';
import { memberInvitations } from './invitations.ts';

const tags = ['cohort members'];

/**
 * The admin console's member management (admin-console §2.9, §4 Member, §7, §8 Members): the
 * cohort's members for its staff; adding and editing them for its admins (role 9) only.
 */
const cohortMembersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Multipart parsing stays inside the import's own scope.
  await app.register(importRoutes);
  app.get(
    endpoints.cohortMembers.path,
    {
      schema: {
        tags,
        summary: "The cohort's members, active first, one entry per e-mail",
        params: CohortParams,
        response: { 200: CohortMembersEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'cohortStaff' },
    },
    async (request) => {
      const { cohortId } = request.params;
      const cohort = await app.cohortMembersRepository.cohort(cohortId);
      if (!cohort) throw notFound('No such cohort.');
      const members = await app.cohortMembersRepository.list(cohortId, app.now());
      // Test-style accounts are hidden from everyone but themselves (DECISIONS.md).
      const viewer = request.viewer!.email;
      return { message: { cohort, members: members.filter((m) => isVisibleAccount(m.user_email, viewer)) } };
    },
  );

  app.get(
    endpoints.cohortMemberLookup.path,
    {
      schema: {
        tags,
        summary: 'An existing user of an e-mail, for the Add Member(s) form',
        params: CohortParams,
        querystring: MemberLookupQuery,
        response: { 200: MemberLookupEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config: { access: 'cohortAdmin' },
    },
    async (request) => {
      const found = await app.cohortMembersRepository.lookup(request.params.cohortId, request.query.email);
      return { message: { user: found?.user ?? null, inCohort: found?.inCohort ?? false } };
    },
  );

  app.post(
    endpoints.addCohortMembers.path,
    {
      schema: {
        tags,
        summary: 'Adds members to the cohort, each row on its own',
        params: CohortParams,
        body: AddCohortMembers,
        response: { 200: AddCohortMembersEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'cohortAdmin' },
    },
    async (request) => {
      // Every row is checked before any is written: a form with a bad row changes nothing.
      for (const member of request.body.members) {
        const errors = Object.values(newMemberErrors(member));
        if (errors.length > 0) throw badRequest(`${member.email}: ${errors.join('; ')}`);
      }
      const emails = request.body.members.map((m) => m.email.trim().toLowerCase());
      const twice = emails.find((email, index) => emails.indexOf(email) !== index);
      if (twice) throw badRequest(MEMBER_MESSAGES.alreadyInCohort(twice));
      const actor = { email: request.viewer!.email, now: app.now() };
      const invitations = await memberInvitations(app, request.params.cohortId);
      const outcome = await app.cohortMembersRepository.add(
        request.params.cohortId,
        request.body.members,
        actor,
        invitations.onNewUser,
      );
      invitations.deliver();
      return { message: outcome };
    },
  );

  app.put(
    endpoints.updateCohortMember.path,
    {
      schema: {
        tags,
        summary: "Changes a member's user record and membership (only the changed fields)",
        params: CohortMemberParams,
        body: UpdateCohortMember,
        response: { 200: UpdateCohortMemberEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'cohortAdmin' },
    },
    async (request) => {
      const { user, membership } = request.body;
      if (user.email !== undefined && !isValidMemberEmail(user.email.trim())) {
        throw badRequest('Please enter a valid email address');
      }
      if (membership.user_role_id !== undefined && !EDIT_ROLE_IDS.includes(membership.user_role_id as never)) {
        throw badRequest('A member can be made a Learner, Coach, Facilitator, Admin or SME.');
      }
      const { cohortId, memberId } = request.params;
      const actor = { email: request.viewer!.email, now: app.now() };
      const updated = await app.cohortMembersRepository.update(cohortId, memberId, request.body, actor);
      if (!updated) throw notFound('No such member in this cohort.');
      return {
        message: { didUpdate: true, message: MEMBER_MESSAGES.updated(updated.count), member: updated.member },
      };
    },
  );

  app.get(
    endpoints.cohortMemberChanges.path,
    {
      schema: {
        tags,
        summary: "The latest changes to the cohort's memberships: who, what, when",
        params: CohortParams,
        response: { 200: MembershipChangesEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
      config: { access: 'cohortAdmin' },
    },
    async (request) => ({
      message: { changes: await app.cohortMembersRepository.changes(request.params.cohortId) },
    }),
  );
};

export default cohortMembersRoutes;
