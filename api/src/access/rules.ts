import { COHORT_RULES } from './cohorts.ts';
import { PEOPLE_RULES } from './people.ts';
import { RECORDING_RULES } from './recordings.ts';
import type { AccessOutcome, Rule, RuleInput } from './rule.ts';

export type { AccessOutcome, RuleInput } from './rule.ts';

/**
 * Who may call a route, declared in its `config.access` (plugins/app/authorization.ts):
 * - `public`: anyone, signed in or not;
 * - `authenticated`: any caller with a valid token, about nothing but themselves;
 * - the named rules of people.ts, cohorts.ts and recordings.ts. A route's rule is the whole
 *   of who may call it: handlers enforce nothing more (the authorisation matrix test calls
 *   every route as every kind of caller).
 */
const RULES = { ...PEOPLE_RULES, ...COHORT_RULES, ...RECORDING_RULES } satisfies Record<string, Rule>;

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
