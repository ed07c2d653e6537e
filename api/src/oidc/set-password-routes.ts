import { Text } from '@cedar/shared/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/client.ts';
import { publicOrigin, requestHost } from './public-origin.ts';
import {
  passwordProblem,
  SET_PASSWORD_PATH,
  SET_PASSWORD_TEXTS,
  setPasswordLinkEmail,
  useSetPasswordLink,
} from './set-password-links.ts';
import { renderMessagePage, renderSetPasswordPage } from './views.ts';

export interface SetPasswordRouteOptions {
  db: Database;
  /** The portal's public URL: where "Go to sign in" leads. */
  publicUrl: string;
  csp: string;
  now: () => Date;
}

const FORM = 'application/x-www-form-urlencoded';
const query = Type.Object({ token: Type.Optional(Text({ maxLength: 128 })) });
const body = Type.Object({
  token: Type.Optional(Text({ maxLength: 128 })),
  password: Type.Optional(Text({ maxLength: 4096 })),
  confirm: Type.Optional(Text({ maxLength: 4096 })),
  username: Type.Optional(Text({ maxLength: 320 })),
});

/**
 * The one-time set-password page of a member the console created (DECISIONS.md, member
 * invitation): GET shows the form for a live link, POST sets the password and spends the link.
 */
export async function setPasswordRoutes(app: FastifyInstance, options: SetPasswordRouteOptions): Promise<void> {
  const { db, csp, now } = options;
  const origin = publicOrigin(options.publicUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (origin.accepts(requestHost(request.headers, origin.trustsForwardedHost))) return;
    return reply.code(421).header('cache-control', 'no-store').send(origin.refusal);
  });
  if (!app.hasContentTypeParser(FORM)) {
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, raw, done) => {
      done(null, Object.fromEntries(new URLSearchParams(raw as string)));
    });
  }
  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('content-security-policy', csp)
      .header('cache-control', 'no-store')
      // The token is in the address: never hand it on to another site.
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);
  const unusable = (reply: FastifyReply) =>
    page(reply, 410, renderMessagePage({ title: SET_PASSWORD_TEXTS.title, body: SET_PASSWORD_TEXTS.invalidLink }));
  const form = (reply: FastifyReply, status: number, token: string, email: string, error?: string) =>
    page(
      reply,
      status,
      renderSetPasswordPage({
        action: SET_PASSWORD_PATH,
        token,
        email,
        ...(error ? { error } : {}),
        texts: { ...SET_PASSWORD_TEXTS, intro: SET_PASSWORD_TEXTS.intro(email) },
      }),
    );

  app.get<{ Querystring: { token?: string } }>(
    SET_PASSWORD_PATH,
    { schema: { hide: true, querystring: query }, attachValidation: true },
    async (request, reply) => {
      const token = request.validationError ? '' : (request.query.token ?? '');
      const email = await setPasswordLinkEmail(db, token, now());
      if (!email) return unusable(reply);
      return form(reply, 200, token, email);
    },
  );

  app.post<{ Body: { token?: string; password?: string; confirm?: string } }>(
    SET_PASSWORD_PATH,
    { schema: { hide: true, body }, attachValidation: true },
    async (request, reply) => {
      if (request.validationError) return unusable(reply);
      const token = request.body?.token ?? '';
      const email = await setPasswordLinkEmail(db, token, now());
      if (!email) return unusable(reply);
      const password = request.body?.password ?? '';
      const problem = passwordProblem(password, request.body?.confirm ?? '');
      if (problem) return form(reply, 400, token, email, problem);
      const used = await useSetPasswordLink(db, token, password, now());
      if (!used) return unusable(reply);
      return page(
        reply,
        200,
        renderMessagePage({
          title: SET_PASSWORD_TEXTS.doneTitle,
          body: SET_PASSWORD_TEXTS.doneBody,
          link: { href: `${options.publicUrl.replace(/\/+$/, '')}/`, text: SET_PASSWORD_TEXTS.signIn },
        }),
      );
    },
  );
}
