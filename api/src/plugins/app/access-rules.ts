import type { FastifyRequest } from 'fastify';
import type { UsersRepository } from '../../users/repository.ts';
import type { UserRecord } from '../../db/repositories/index.ts';
import {
  administeredCohorts,
  canEditProfile,
  canListCohort,
  canSeeProfile,
  isSelf,
  type Viewer,
} from '../../users/viewer.ts';
import { DASHBOARD_RULE_NAMES, DASHBOARD_RULES } from './dashboard-access.ts';
import { badRequest, forbidden, notFound } from './errors.ts';

/**
 * Who may call a route, declared in its `config.access`:
 * - `public`: anyone, signed in or not;
 * - `authenticated`: any caller with a valid token;
 * - `self`: the caller's own account, named by `:email`, `:id` or `?username=` (else 403);
 * - `profileViewer`: a profile the caller may see, named by `:identifier` or `?username=`
 *   (else 404, so callers cannot probe who exists);
 * - `profileEditor`: the caller's own profile, or a member of a cohort where the caller is
 *   Program Manager (else 403);
 * - `directory`: `?username=` as profileViewer; `?cohort_id=` needs an active membership in
 *   that cohort (else 403); neither lists the cohorts the caller administers (else 400);
 * - the dashboard's rules, described in dashboard-access.ts.
 */
export const ACCESS_RULE_NAMES = [
  'public',
  'authenticated',
  'self',
  'profileViewer',
  'profileEditor',
  'directory',
  ...DASHBOARD_RULE_NAMES,
] as const;
/** Name of an access rule. */
export type Access = (typeof ACCESS_RULE_NAMES)[number];

/**
 * Rules that look only at the caller's e-mail. Their routes skip the query of the caller's
 * memberships (PGlite serialises every query on the event loop, so each one counts):
 * `request.viewer.memberships` is empty there.
 */
export const EMAIL_ONLY_RULES: ReadonlySet<Access> = new Set<Access>(['self']);

export function isAccess(value: unknown): value is Access {
  return typeof value === 'string' && (ACCESS_RULE_NAMES as readonly string[]).includes(value);
}

/** What a rule learns on the way, for the handler to reuse. */
export interface AccessOutcome {
  /** The account the route is about, when the rule had to load it. */
  subject?: UserRecord | null;
  /** Cohorts a directory request may list. */
  cohortIds?: number[];
  /** `courseLearner`: the subject's active cohorts taking the course, by cohort id (the handler's sections). */
  courseSections?: { cohort_id: number; cohort_name: string; user_role_id: number }[];
}

interface RuleInput {
  request: FastifyRequest;
  viewer: Viewer;
  users: UsersRepository;
}

type Rule = (input: RuleInput) => Promise<AccessOutcome>;

const params = (request: FastifyRequest) => (request.params ?? {}) as Record<string, string | undefined>;
const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

async function visibleSubject({ viewer, users }: RuleInput, identifier: string): Promise<AccessOutcome> {
  const subject = await users.findUser(identifier);
  if (!subject) throw notFound('No such user.');
  // Everyone may see themselves: their memberships need no second query.
  if (isSelf(viewer, subject)) return { subject };
  const memberships = await users.membershipFacts(subject.email);
  if (!canSeeProfile(viewer, { email: subject.email, memberships })) throw notFound('No such user.');
  return { subject };
}

const RULES: Record<Exclude<Access, 'public' | 'authenticated'>, Rule> = {
  async self({ request, viewer, users }) {
    const named = params(request).email ?? params(request).id ?? (query(request).username as string | undefined) ?? '';
    const subject = await users.findUser(named);
    const own = subject ? isSelf(viewer, subject) : viewer.email === named.toLowerCase();
    if (!own) throw forbidden('You may only do this for your own account.');
    return { subject };
  },

  async profileViewer(input) {
    const identifier = params(input.request).identifier ?? (query(input.request).username as string | undefined) ?? '';
    return visibleSubject(input, identifier);
  },

  async profileEditor({ request, viewer, users }) {
    const subject = await users.findUser(params(request).email ?? '');
    if (subject && isSelf(viewer, subject)) return { subject };
    if (!subject && viewer.email === (params(request).email ?? '').toLowerCase()) return { subject: null };
    const memberships = subject ? await users.membershipFacts(subject.email) : [];
    if (!subject || !canEditProfile(viewer, { email: subject.email, memberships })) {
      throw forbidden('You may only edit your own profile.');
    }
    return { subject };
  },

  async directory(input) {
    const q = query(input.request);
    if (typeof q.username === 'string') return visibleSubject(input, q.username);
    if (typeof q.cohort_id === 'number') {
      if (!canListCohort(input.viewer, q.cohort_id)) throw forbidden('You are not a member of this cohort.');
      return { cohortIds: [q.cohort_id] };
    }
    const cohortIds = administeredCohorts(input.viewer);
    if (cohortIds.length === 0) throw badRequest('cohort_id is required.');
    return { cohortIds };
  },
  ...DASHBOARD_RULES,
};

/** Runs the rule of a route; throws the 403/404/400 it decides, returns what it loaded. */
export async function enforce(access: Access, input: RuleInput): Promise<AccessOutcome> {
  if (access === 'public' || access === 'authenticated') return {};
  return RULES[access](input);
}
