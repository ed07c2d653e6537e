import type { MembershipFacts } from '@cedar/shared/domain';
import { tokenRolesFor } from './token-roles.ts';

/** What the embedded provider needs to know about a user. */
export interface AccountRecord {
  email: string;
  first_name: string | null;
  last_name: string | null;
  memberships: readonly MembershipFacts[];
}

/**
 * The embedded provider's view of the user store. The database implementation lives in
 * ./db-account-store.ts; tests pass an in-memory one.
 */
export interface AccountStore {
  /** The account's stored e-mail when the password is right; null otherwise (unknown user included). */
  verifyCredentials(email: string, password: string): Promise<string | null>;
  /** The account by e-mail (case-insensitive), or null when it does not exist. */
  findAccount(email: string): Promise<AccountRecord | null>;
}

/**
 * Which claims each scope brings, in ID tokens and at userinfo. The roles claim goes with
 * `openid`, so every token of the portal carries it.
 */
export const SCOPE_CLAIMS = {
  openid: ['sub', 'roles'],
  email: ['email', 'email_verified'],
  profile: ['given_name', 'family_name', 'name'],
} as const satisfies Record<string, readonly (keyof AccountClaims)[]>;

/** Claims of an account, as the ID token carries them. */
export type AccountClaims = {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  name: string;
  roles: string[];
};

export function claimsFor(account: AccountRecord): AccountClaims {
  const given = account.first_name?.trim() ?? '';
  const family = account.last_name?.trim() ?? '';
  return {
    sub: account.email,
    email: account.email,
    email_verified: true,
    given_name: given,
    family_name: family,
    name: [given, family].filter(Boolean).join(' ') || account.email,
    roles: tokenRolesFor(account.memberships),
  };
}
