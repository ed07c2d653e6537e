import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import type { AccountRecord, AccountStore } from '../../src/oidc/accounts.ts';
import type { AuthConfig } from '../../src/oidc/auth-config.ts';
import oidc from '../../src/plugins/external/oidc.ts';
import authenticate from '../../src/plugins/app/authenticate.ts';
import portalConfigRoute from '../../src/routes/portal-config.ts';

/** Demo accounts with memberships that exercise every branch of the roles claim. */
export const TEST_ACCOUNTS: AccountRecord[] = [
  {
    email: 'learner@cedar.test',
    first_name: 'Lena',
    last_name: 'Learner',
    memberships: [{ cohort_id: 1, user_role_id: 1, active: true }],
  },
  {
    email: 'admin@cedar.test',
    first_name: 'Ada',
    last_name: 'Admin',
    memberships: [{ cohort_id: 1, user_role_id: 9, active: true }],
  },
  {
    email: 'facilitator@cedar.test',
    first_name: 'Fay',
    last_name: 'Facilitator',
    memberships: [{ cohort_id: 1, user_role_id: 2, active: true }],
  },
];

/** Accounts in memory, all with the demo password. */
export function memoryAccounts(accounts: AccountRecord[] = TEST_ACCOUNTS): AccountStore {
  const find = (email: string) => accounts.find((a) => a.email === email.trim().toLowerCase()) ?? null;
  return {
    verifyCredentials: async (email, password) => (password === DEMO_PASSWORD ? (find(email)?.email ?? null) : null),
    findAccount: async (email) => find(email),
  };
}

/** A free loopback port, so the issuer URL is known before the provider is built. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A minimal portal server: authenticate, the provider when configured, portal config, and /whoami. */
export async function startServer(
  auth: AuthConfig,
  port: number,
  accounts = memoryAccounts(),
): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(authenticate, { verification: auth.verification });
  if (auth.provider) await app.register(oidc, { settings: auth.provider, accounts, demoAccounts: DEMO_ACCOUNTS });
  await app.register(portalConfigRoute, { oidc: auth.portal });
  app.get('/whoami', async (request, reply) =>
    request.identity ? request.identity : reply.code(401).send({ statusCode: 401 }),
  );
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}
