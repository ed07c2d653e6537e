import { ANNOUNCEMENT_RULES } from './announcements.ts';
import { COHORT_ADMIN_RULES, COHORT_MANAGEMENT_RULES } from './cohort-admin.ts';
import { COHORT_GATES, COHORT_RULES } from './cohorts.ts';
import { PEOPLE_RULES } from './people.ts';
import { RECORDING_GATES, RECORDING_RULES } from './recordings.ts';
import type { AccessOutcome, Gate, Rule, RuleInput } from './rule.ts';
import { SUPPORT_REQUEST_RULES } from './support-requests.ts';
import { TELEMETRY_RULES } from './telemetry.ts';
import { VIDEO_LIBRARY_RULES } from './video-library.ts';
import type { Viewer } from '../users/viewer.ts';

export type { AccessOutcome, RuleInput } from './rule.ts';

/**
 * Who may call a route, declared in its `config.access` (plugins/app/authorization.ts):
 * - `public`: anyone, signed in or not;
 * - `authenticated`: any caller with a valid token, about nothing but themselves;
 * - the named rules of people.ts, cohorts.ts, cohort-admin.ts, announcements.ts, recordings.ts,
 *   video-library.ts, support-requests.ts and telemetry.ts. A route's rule is the whole of who may call it:
 *   handlers enforce nothing more (the authorisation matrix test calls every route as every
 *   kind of caller).
 */
const RULES = {
  ...PEOPLE_RULES,
  ...COHORT_RULES,
  ...COHORT_ADMIN_RULES,
  ...COHORT_MANAGEMENT_RULES,
  ...ANNOUNCEMENT_RULES,
  ...RECORDING_RULES,
  ...VIDEO_LIBRARY_RULES,
  ...SUPPORT_REQUEST_RULES,
  ...TELEMETRY_RULES,
} satisfies Record<string, Rule>;

type RuleName = keyof typeof RULES;

export const ACCESS_RULE_NAMES = ['public', 'authenticated', ...(Object.keys(RULES) as RuleName[])] as const;
/** Name of an access rule. */
export type Access = 'public' | 'authenticated' | RuleName;

/**
 * Rules that look only at the caller's e-mail. Their routes skip the query of the caller's
 * memberships (PGlite serialises every query on the event loop, so each one counts):
 * `request.viewer.memberships` is empty there.
 */
export const EMAIL_ONLY_RULES: ReadonlySet<Access> = new Set<Access>(['self']);

export function isAccess(value: unknown): value is Access {
  return typeof value === 'string' && (ACCESS_RULE_NAMES as readonly string[]).includes(value);
}

/** Runs the rule of a route; throws the 403/404/400 it decides, returns what it loaded. */
export async function enforce(access: Access, input: RuleInput): Promise<AccessOutcome> {
  if (access === 'public' || access === 'authenticated') return {};
  const rule: Rule = RULES[access];
  return rule(input);
}

/**
 * The part of a rule that needs nothing but the caller: a permission they must hold in some
 * cohort. It runs before the body is read (plugins/app/authorization.ts), so an upload from
 * someone who may never make it is refused with 403 unread. A rule without a gate is decided
 * after validation only.
 */
const GATES: Partial<Record<Access, Gate>> = { ...COHORT_GATES, ...RECORDING_GATES };

/** Throws the route's 403 when the caller holds its permission nowhere. */
export function gate(access: Access, viewer: Viewer): void {
  GATES[access]?.(viewer);
}
