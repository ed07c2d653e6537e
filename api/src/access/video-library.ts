import { hasCohortAccess, permissionsInCohort } from '@cedar/shared/domain';
import { badRequest, forbidden, notFound } from '../http-errors.ts';
import { fields, integer, type Rule } from './rule.ts';

/**
 * Rules of the console's video library (DECISIONS.md matrix, per cohort):
 * - `videoLibraryReader`: `?cohort_id=` is a cohort the caller has cohort access to (a
 *   non-learner role there), else 403;
 * - `videoCurator`: the video `?uuid=` exists and is not deleted (else 404) and the caller may
 *   edit videos (videosCanEdit) in a cohort whose calendars hold it (else 403);
 * - `videoHostSearcher`: the caller may edit videos in some cohort (else 403);
 * - `videoBulkCurator`: every video of the body's `uuids` exists and is not deleted (else 404
 *   naming the first unknown one) and the caller may edit videos in a cohort holding each
 *   (else 403 naming the first they may not): a bulk action is all or nothing.
 */
export const VIDEO_LIBRARY_RULES = {
  async videoLibraryReader({ request, viewer }) {
    const cohortId = integer(fields(request.query).cohort_id);
    if (cohortId === null) throw badRequest('A cohort is required.');
    if (!hasCohortAccess(viewer.memberships, cohortId)) throw forbidden('You may not see this video library.');
    return { cohortIds: [cohortId] };
  },

  async videoCurator({ request, viewer, repositories }) {
    const uuid = String(fields(request.query).uuid ?? '');
    const found = uuid ? await repositories.videosRepository.findForCuration(uuid) : null;
    if (!found) throw notFound('No such video.');
    const editable = found.cohortIds.filter(
      (cohortId) => permissionsInCohort(viewer.memberships, cohortId).functions.videosCanEdit,
    );
    if (editable.length === 0) throw forbidden('You may not edit this video.');
    return { cohortIds: editable };
  },

  async videoBulkCurator({ request, viewer, repositories }) {
    const body = fields(request.body);
    const uuids = Array.isArray(body.uuids) ? body.uuids.map(String) : [];
    const found = await repositories.videosRepository.findManyForCuration(uuids);
    const unknown = uuids.find((uuid) => !found.has(uuid));
    if (unknown !== undefined) throw notFound(`No such video: ${unknown}.`);
    const cohortIds = new Set<number>();
    for (const uuid of uuids) {
      const { video, cohortIds: owners } = found.get(uuid)!;
      const editable = owners.filter(
        (cohortId) => permissionsInCohort(viewer.memberships, cohortId).functions.videosCanEdit,
      );
      if (editable.length === 0) throw forbidden(`You may not edit the video "${video.title ?? uuid}".`);
      editable.forEach((cohortId) => cohortIds.add(cohortId));
    }
    return { cohortIds: [...cohortIds] };
  },

  async videoHostSearcher({ viewer }) {
    const editable = viewer.memberships.filter(
      (m) => m.active && permissionsInCohort(viewer.memberships, m.cohort_id).functions.videosCanEdit,
    );
    if (editable.length === 0) throw forbidden('You may not edit videos.');
    return { cohortIds: [...new Set(editable.map((m) => m.cohort_id))] };
  },
} satisfies Record<string, Rule>;
