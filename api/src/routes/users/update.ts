import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmailParams, endpoints, ProfileUpdate, ProfilesEnvelope } from '@cedar/shared/contract';
import { badRequest, notFound } from '../../http-errors.ts';
import type { UsersRepository } from '../../repositories/users.ts';
import { profileFor } from '../../presenters/profile.ts';
import { checkEditorScope, normaliseProfileUpdate } from '../../users/profile-update-rules.ts';
import { canSeeProfile, isSelf } from '../../users/viewer.ts';
import { errorResponses } from '../schemas.ts';
import { checkedBody, strictBody } from '../strict-body.ts';

/** Favourites may only name people the profile's owner can see; anything else is refused whole. */
async function checkFavourites(users: UsersRepository, ownerEmail: string, update: ProfileUpdate): Promise<void> {
  const favourites = update.user_favorite_profiles;
  if (!favourites?.length) return;
  const emails = favourites.map((f) => f.user_email.toLowerCase());
  const [facts, owner] = await Promise.all([users.membershipFactsOf(emails), users.membershipFacts(ownerEmail)]);
  const ownerView = { email: ownerEmail, memberships: owner };
  const unknown = emails.filter((email) => {
    const memberships = facts.get(email);
    return !memberships || email === ownerEmail || !canSeeProfile(ownerView, { email, memberships });
  });
  if (unknown.length) throw badRequest(`Unknown profiles in user_favorite_profiles: ${unknown.join(', ')}`);
}

/**
 * PUT /api/user/:email: saves the editable profile fields. The owner may change every field of
 * the allow-list; a Program Manager of a shared cohort only names and the image (403 otherwise).
 * Unknown fields and values are refused (400, naming the field); everything is checked before
 * anything is written, the write is one transaction, and user_profile_updated_date is the
 * server's clock.
 */
const update: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    endpoints.updateUser.path,
    {
      schema: {
        tags: ['users'],
        summary: "Update a profile: your own, or a member's names and image in a cohort where you are Program Manager",
        params: EmailParams,
        body: ProfileUpdate,
        response: { 200: ProfilesEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'profileEditor' },
      preValidation: strictBody(ProfileUpdate),
    },
    async (request) => {
      const subject = request.accessOutcome.subject;
      if (!subject) throw notFound('No such user.');
      const body = checkedBody<ProfileUpdate>(request);
      checkEditorScope(body, isSelf(request.viewer!, subject));
      const changes = normaliseProfileUpdate(body);
      await checkFavourites(app.usersRepository, subject.email, changes);
      const row = await app.usersRepository.updateProfile(subject.email, changes, app.now());
      if (!row) throw notFound('No such user.');
      const [record] = await app.usersRepository.records([row]);
      return { message: { users: [profileFor(request.viewer!, record!, app.now())] } };
    },
  );
};

export default update;
