import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { PORTAL_SCOPE } from './constants.ts';

type ProviderMiddleware = Parameters<Provider['use']>[0];
type Session = InstanceType<Provider['Session']>;
type Grant = InstanceType<Provider['Grant']>;

/** Where a session lists the grants of its authorizations (beside oidc-provider's own `grantId`). */
interface TrackedAuthorization {
  grantId?: string;
  grantIds?: string[];
}

/** Grants a session remembers per client; an older one is revoked when a newer one pushes it out. */
const MAX_GRANTS_PER_CLIENT = 50;

/** The end-session confirm route of oidc-provider (its default `routes.end_session` + /confirm). */
const LOGOUT_CONFIRM_PATH = '/session/end/confirm';

/**
 * `loadExistingGrant` of the provider: every authorization gets a grant of its own (consent is
 * implicit for the first-party client), so a code redeemed twice revokes that authorization's
 * tokens only, never those of another sign-in in the same browser. An interaction may hand
 * over the grant it made (`consent.grantId`); otherwise a new one is made here, once per
 * authorization request. The session lists it, so sign-out can revoke them all.
 */
export async function grantPerAuthorization(ctx: KoaContextWithOIDC, apiResource: string): Promise<Grant> {
  const { oidc } = ctx;
  const client = oidc.client!;
  const session = oidc.session!;
  const handedOver = oidc.result?.consent?.grantId;
  if (handedOver) {
    const grant = await oidc.provider.Grant.find(handedOver);
    if (grant) return grant;
  }
  const grant = new oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope(PORTAL_SCOPE);
  // The API's access tokens carry the same scope, so the token response lists what was granted
  // and the token may call userinfo (userinfo.ts).
  grant.addResourceScope(apiResource, PORTAL_SCOPE);
  const grantId = await grant.save();
  for (const pushedOut of trackGrant(session, client.clientId, grantId)) await revokeGrant(oidc.provider, pushedOut);
  return grant;
}

/** Adds a grant to the session's list of `clientId`; returns the ones that no longer fit. */
function trackGrant(session: Session, clientId: string, grantId: string): string[] {
  session.ensureClientContainer(clientId);
  const authorization = session.authorizationFor(clientId) as TrackedAuthorization;
  const grantIds = [...(authorization.grantIds ?? []), grantId];
  authorization.grantIds = grantIds.slice(-MAX_GRANTS_PER_CLIENT);
  return grantIds.slice(0, -MAX_GRANTS_PER_CLIENT);
}

/** Every grant a session knows of, for all its clients. */
function sessionGrants(session: Session | undefined): Set<string> {
  const grants = new Set<string>();
  for (const authorization of Object.values(session?.authorizations ?? {}) as TrackedAuthorization[]) {
    if (authorization.grantId) grants.add(authorization.grantId);
    for (const grantId of authorization.grantIds ?? []) grants.add(grantId);
  }
  return grants;
}

/** Ends a grant: its refresh tokens and unredeemed codes stop working, and the grant goes. */
export async function revokeGrant(provider: Provider, grantId: string): Promise<void> {
  await Promise.all([
    provider.RefreshToken.revokeByGrantId(grantId),
    provider.AuthorizationCode.revokeByGrantId(grantId),
    provider.AccessToken.revokeByGrantId(grantId),
  ]);
  const grant = await provider.Grant.find(grantId);
  await grant?.destroy();
}

/**
 * Koa middleware of the provider: a confirmed sign-out revokes every grant of the session's
 * sign-ins that it ended, not only the latest one the provider itself knows. Refresh tokens
 * are not bound to the session (`expiresWithSession` is off so that separate sign-ins in one
 * browser stay separate), so this is what ends them.
 */
export function revokeGrantsOnSignOut(provider: Provider): ProviderMiddleware {
  return async (ctx, next) => {
    const confirming = ctx.method === 'POST' && ctx.path === LOGOUT_CONFIRM_PATH;
    const before = confirming ? sessionGrants(await provider.Session.get(ctx)) : null;
    await next();
    if (!before || before.size === 0 || ctx.status !== 303) return;
    const session = (ctx as unknown as KoaContextWithOIDC).oidc?.session as
      (Session & { destroyed?: boolean }) | undefined;
    const kept = session && !session.destroyed ? sessionGrants(session) : new Set<string>();
    for (const grantId of before) if (!kept.has(grantId)) await revokeGrant(provider, grantId);
  };
}
