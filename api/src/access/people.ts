import { badRequest, forbidden, notFound } from '../http-errors.ts';
import { administeredCohorts, canEditProfile, canListCohort, canSeeProfile, isSelf } from '../users/viewer.ts';
import { type AccessOutcome, fields, type Rule, type RuleInput } from './rule.ts';

/**
 * Rules about people:
 * - `self`: the caller's own account, named by `:email`, `:id`, `?username=` or the body's
 *   `user_email` (else 403);
 * - `profileViewer`: a profile the caller may see, named by `:identifier` or `?username=`
 *   (else 404, so callers cannot probe who exists);
 * - `profileEditor`: the caller's own profile, or a member of a cohort where the caller is
 *   Program Manager (else 403);
 * - `directory`: `?username=` as profileViewer; `?cohort_id=` needs an active membership in
 *   that cohort (else 403); neither lists the cohorts the caller administers (else 400).
 */
async function visibleSubject({ viewer, repositories }: RuleInput, identifier: string): Promise<AccessOutcome> {
  const users = repositories.usersRepository;
  const subject = await users.findUser(identifier);
  if (!subject) throw notFound('No such user.');
  // Everyone may see themselves: their memberships need no second query.
  if (isSelf(viewer, subject)) return { subject };
  const memberships = await users.membershipFacts(subject.email);
  if (!canSeeProfile(viewer, { email: subject.email, memberships })) throw notFound('No such user.');
  return { subject };
}

const named = (value: unknown) => (typeof value === 'string' ? value : undefined);

export const PEOPLE_RULES = {
  async self({ request, viewer, repositories }) {
    const params = fields(request.params);
    const account = named(params.email) ?? named(params.id) ?? named(fields(request.query).username);
    // A record sent in the caller's name (watch data, posted while a video plays): an e-mail, no lookup.
    const sender = account === undefined ? named(fields(request.body).user_email) : undefined;
    if (sender !== undefined) {
      if (sender.toLowerCase() !== viewer.email) throw forbidden('You may only do this for your own account.');
      return {};
    }
    const subject = await repositories.usersRepository.findUser(account ?? '');
    const own = subject ? isSelf(viewer, subject) : viewer.email === (account ?? '').toLowerCase();
    if (!own) throw forbidden('You may only do this for your own account.');
    return { subject };
  },

  async profileViewer(input) {
    const identifier = named(fields(input.request.params).identifier) ?? named(fields(input.request.query).username);
    return visibleSubject(input, identifier ?? '');
  },

  async profileEditor({ request, viewer, repositories }) {
    const users = repositories.usersRepository;
    const email = named(fields(request.params).email) ?? '';
    const subject = await users.findUser(email);
    if (subject && isSelf(viewer, subject)) return { subject };
    if (!subject && viewer.email === email.toLowerCase()) return { subject: null };
    const memberships = subject ? await users.membershipFacts(subject.email) : [];
    if (!subject || !canEditProfile(viewer, { email: subject.email, memberships })) {
      throw forbidden('You may only edit your own profile.');
    }
    return { subject };
  },

  async directory(input) {
    const query = fields(input.request.query);
    if (typeof query.username === 'string') return visibleSubject(input, query.username);
    if (typeof query.cohort_id === 'number') {
      if (!canListCohort(input.viewer, query.cohort_id)) throw forbidden('You are not a member of this cohort.');
      return { cohortIds: [query.cohort_id] };
    }
    const cohortIds = administeredCohorts(input.viewer);
    if (cohortIds.length === 0) throw badRequest('cohort_id is required.');
    return { cohortIds };
  },
} satisfies Record<string, Rule>;
