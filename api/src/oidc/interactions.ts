import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Text } from '@cedar/shared/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../db/seed/demo-accounts.ts';
import type { AccountStore } from './accounts.ts';
import { OIDC_MOUNT_PATH } from './constants.ts';
import { KnownDevices } from './known-device.ts';
import { LoginThrottle } from './login-throttle.ts';
import type { LoginGuard } from './redis-login-throttle.ts';
import { publicOrigin, requestHost } from './public-origin.ts';
import { ASSETS_PATH, LOGIN_TEXTS, LOGO_FILE, renderErrorPage, renderLoginPage } from './views.ts';

export interface InteractionRouteOptions {
  provider: Provider;
  accounts: AccountStore;
  /** Content-Security-Policy of the sign-in pages. */
  csp: string;
  /** Accounts listed as one-click buttons; empty hides the list. */
  demoAccounts?: readonly DemoAccount[];
  /** Failed sign-ins counted in this process by default; RedisLoginThrottle shares them across replicas. */
  throttle?: LoginGuard;
  /** Signs the cookies of browsers that signed in before (known-device.ts); the provider's cookie key. */
  deviceKey?: string;
}

const FORM = 'application/x-www-form-urlencoded';
const ASSETS = {
  'login.css': { type: 'text/css; charset=utf-8', body: readFileSync(new URL('./assets/login.css', import.meta.url)) },
  'logout.js': {
    type: 'text/javascript; charset=utf-8',
    body: readFileSync(new URL('./assets/logout.js', import.meta.url)),
  },
  // The same file as the host's icon and the shell's logo component draw.
  [LOGO_FILE]: {
    type: 'image/svg+xml',
    body: readFileSync(new URL(import.meta.resolve('@cedar/shared/cedar-logo.svg'))),
  },
};

// Text without NUL: an address with one would fail the account look-up in the database.
const loginBody = Type.Object({
  email: Type.Optional(Text({ maxLength: 320 })),
  password: Type.Optional(Text({ maxLength: 1024 })),
});
const uidParams = Type.Object({ uid: Text({ maxLength: 64 }) });

/** The login page of the embedded provider: GET shows it, POST checks the credentials. */
export async function interactionRoutes(app: FastifyInstance, options: InteractionRouteOptions): Promise<void> {
  const { provider, accounts, csp } = options;
  const demoAccounts = options.demoAccounts ?? DEMO_ACCOUNTS;
  const throttle: LoginGuard = options.throttle ?? new LoginThrottle();
  const issuer = new URL(provider.issuer);
  const devices = new KnownDevices(
    options.deviceKey ?? randomBytes(32).toString('base64url'),
    issuer.protocol === 'https:',
  );
  const actionFor = (uid: string) => `${OIDC_MOUNT_PATH}/interaction/${encodeURIComponent(uid)}/login`;
  // The same host rule as the provider's own endpoints (public-origin.ts).
  const origin = publicOrigin(issuer.origin);
  app.addHook('onRequest', async (request, reply) => {
    if (origin.accepts(requestHost(request.headers, origin.trustsForwardedHost))) return;
    return reply.code(421).header('cache-control', 'no-store').send(origin.refusal);
  });

  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  }

  const page = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('content-security-policy', csp)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);

  const details = async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) => {
    try {
      const found = await provider.interactionDetails(request.raw, reply.raw);
      return found.uid === request.params.uid ? found : null;
    } catch {
      return null;
    }
  };
  const expired = (reply: FastifyReply) =>
    page(
      reply,
      400,
      renderErrorPage({
        error: 'invalid_request',
        description: 'The sign-in request has expired. Please start again.',
      }),
    );

  app.get<{ Params: { uid: string } }>(
    `${OIDC_MOUNT_PATH}/interaction/:uid`,
    { schema: { hide: true, params: uidParams } },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return expired(reply);
      const loginHint = interaction.params.login_hint;
      return page(
        reply,
        200,
        renderLoginPage({
          action: actionFor(interaction.uid),
          email: typeof loginHint === 'string' ? loginHint : undefined,
          demoAccounts,
          demoPassword: DEMO_PASSWORD,
        }),
      );
    },
  );

  app.post<{ Params: { uid: string }; Body: { email?: string; password?: string } }>(
    `${OIDC_MOUNT_PATH}/interaction/:uid/login`,
    { schema: { hide: true, params: uidParams, body: loginBody }, attachValidation: true },
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction) return expired(reply);
      const email = (request.body?.email ?? '').trim();
      const password = request.body?.password ?? '';
      const retry = (error: string, status = 401) =>
        page(
          reply,
          status,
          renderLoginPage({
            action: actionFor(interaction.uid),
            email,
            error,
            demoAccounts,
            demoPassword: DEMO_PASSWORD,
          }),
        );
      if (request.validationError || !email || !password) return retry(LOGIN_TEXTS.missingFields);
      // A browser that signed in to this account before counts its own failures only, apart from
      // the account's shared delay and its address's budget, so no one else can keep it waiting.
      const device = devices.deviceOf(request.headers.cookie, email);
      const who = device ? `${email} known-device:${device}` : email;
      const from = device ? `known-device:${device}` : request.ip;
      // Refused unchecked: the password is not even compared while the account or address waits.
      const refusal = await throttle.check(who, from);
      if (refusal) {
        reply.header('retry-after', String(refusal.retryAfterSeconds));
        const text =
          refusal.reason === 'account'
            ? LOGIN_TEXTS.waitForAccount(refusal.retryAfterSeconds)
            : LOGIN_TEXTS.tooManyFromAddress;
        return retry(text, 429);
      }

      const accountId = await accounts.verifyCredentials(email, password);
      if (!accountId) {
        await throttle.recordFailure(who, from);
        return retry(LOGIN_TEXTS.wrongCredentials);
      }
      await throttle.recordSuccess(who);

      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      // Added to whatever cookies the provider set on the raw answer.
      const cookies = reply.raw.getHeader('set-cookie') ?? [];
      reply.raw.setHeader('set-cookie', [...[cookies].flat().map(String), devices.cookieFor(email, device)]);
      return reply.header('cache-control', 'no-store').redirect(redirectTo, 303);
    },
  );

  app.get<{ Params: { file: string } }>(`${ASSETS_PATH}/:file`, { schema: { hide: true } }, async (request, reply) => {
    if (!Object.hasOwn(ASSETS, request.params.file)) return reply.callNotFound();
    const asset = ASSETS[request.params.file as keyof typeof ASSETS];
    return reply.type(asset.type).header('cache-control', 'public, max-age=3600').send(asset.body);
  });
}
