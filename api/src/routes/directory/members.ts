import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CohortParams, DirectoryEnvelope, DirectoryQuery, endpoints, writeDirectory } from '@cedar/shared/contract';
import {
  buildSearchIndex,
  directoryMembers,
  hasCohortAccess,
  searchableProfileTexts,
  searchDirectory,
  searchWords,
} from '@cedar/shared/domain';
import { cohortKey } from '../../changes/versions.ts';
import type { UserRecord } from '../../db/repositories/records.ts';
import { notFound } from '../../http-errors.ts';
import { directoryMember } from '../../presenters/directory-member.ts';
import { profileFor } from '../../presenters/profile.ts';
import { holdsNonLearnerRole, type Viewer } from '../../users/viewer.ts';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../schemas.ts';
import { sendJson } from './gzip-json.ts';
import { DirectorySearchIndexes } from './search-indexes.ts';

// §5's two passes over what this viewer may see of each member: the index is built from the
// profile as profileFor sends it, so a hidden location, time zone or focus time never matches.
// Built for this request: for a viewer whose class shares no kept index (search-indexes.ts).
async function searchMembersOnce(app: FastifyInstance, viewer: Viewer, users: UserRecord[], term: string, now: Date) {
  const records = await app.usersRepository.records(users);
  const index = buildSearchIndex(
    records.map((record) => ({
      key: record.user.email,
      texts: searchableProfileTexts(profileFor(viewer, record, now)),
    })),
  );
  return searchDirectory(index, term);
}

/**
 * GET /api/v1/cohort/:cohortId/directory: the cohort directory (§2.8, §5) as the caller may
 * see it, with `?search=` the two-pass search result. Learners see active members only; a
 * member whose Connect visibility is off is listed to nobody (staff find them in the console).
 */
const members: FastifyPluginAsyncTypebox = async (app) => {
  const searchIndexes = new DirectorySearchIndexes((cohortId) => app.changes.stamp([cohortKey(cohortId)]));
  app.get(
    endpoints.cohortDirectory.path,
    {
      schema: {
        tags: ['directory'],
        summary: 'The cohort directory: visible members as cards, or the ones matching a search',
        params: CohortParams,
        querystring: DirectoryQuery,
        response: { 200: DirectoryEnvelope, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: { access: 'cohortMember' },
    },
    async (request, reply) => {
      const viewer = request.viewer!;
      const now = app.now();
      const cohort = await app.cohortsRepository.room(request.params.cohortId);
      if (!cohort) throw notFound('No such cohort.');
      const staffView = hasCohortAccess(viewer.memberships, cohort.cohort_id);
      const [rows, favourites] = await Promise.all([
        app.usersRepository.members({ cohortIds: [cohort.cohort_id], isVisible: true, activeOnly: !staffView }),
        app.directoryRepository.favourites(viewer.email),
      ]);
      const listed = directoryMembers(
        rows.map(({ user, membership }) => ({ ...membership, user_email: user.email, user })),
        viewer.email,
      );
      const term = request.query.search?.trim() ?? '';
      let shown = listed;
      if (searchWords(term).length > 0) {
        const found =
          searchIndexes.search(viewer, cohort.cohort_id, listed, term, now) ??
          (await searchMembersOnce(
            app,
            viewer,
            listed.map((m) => m.user),
            term,
            now,
          ));
        const byEmail = new Map(listed.map((m) => [m.user.email, m]));
        shown = found.map((email) => byEmail.get(email)!);
      }
      const starred = new Set(favourites.map((f) => f.user_email));
      const seesFocusTime = holdsNonLearnerRole(viewer);
      // The compact answer (rows, places and zones once each): 400 members stay under 50 KB.
      const message = writeDirectory(
        { cohort_id: cohort.cohort_id, cohort_name: cohort.cohort_name, search: term || null },
        shown.map((m) =>
          directoryMember(m.user, m.user_role_id, viewer.email, starred.has(m.user.email), now, seesFocusTime),
        ),
      );
      return sendJson(request, reply, { message });
    },
  );
};

export default members;
