import { brand } from '@cedar/shared/domain';
import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TagManagerConfig } from '../config.ts';
import type { PortalOidcConfig } from '../oidc/auth-config.ts';

export const PortalConfigSchema = Type.Object({
  productName: Type.String(),
  apiBase: Type.String(),
  apiKey: Type.String(),
  oidc: Type.Object({
    authority: Type.String(),
    client_id: Type.String(),
    scope: Type.String(),
    redirect_path: Type.String(),
    post_logout_path: Type.String(),
    extraQueryParams: Type.Record(Type.String(), Type.String()),
  }),
  /** The admin Overview's resources panel (RELEASE_NOTES_URL, DOCUMENTATION_URL, HELPDESK_URL). */
  resources: Type.Object({ releaseNotes: Type.String(), documentation: Type.String(), helpdesk: Type.String() }),
  /** The tag manager the host loads (TAG_MANAGER_ID, TAG_MANAGER_ORIGIN), null for none. */
  tagManager: Type.Union([Type.Object({ id: Type.String(), origin: Type.String() }), Type.Null()]),
});
/** Runtime configuration of the browser: GET /portal-config.json. */
export type PortalConfig = Static<typeof PortalConfigSchema>;

export interface PortalConfigOptions {
  oidc: PortalOidcConfig;
  /** Public client id sent as x-api-key; default env API_KEY, else "cedar-portal-web". */
  apiKey?: string;
  tagManager?: TagManagerConfig | null;
}

/** GET /portal-config.json: public, never cached, so a redeploy or new issuer applies at once. */
export default async function portalConfigRoute(app: FastifyInstance, options: PortalConfigOptions): Promise<void> {
  const config: PortalConfig = {
    productName: brand.productName,
    apiBase: '/api',
    apiKey: options.apiKey ?? (process.env.API_KEY || 'cedar-portal-web'),
    oidc: options.oidc,
    resources: {
      releaseNotes: process.env.RELEASE_NOTES_URL || 'https://docs.cedar.academy/release-notes',
      documentation: process.env.DOCUMENTATION_URL || 'https://docs.cedar.academy/',
      helpdesk: process.env.HELPDESK_URL || 'https://help.cedar.academy/',
    },
    tagManager: options.tagManager ?? null,
  };
  app.get('/portal-config.json', { schema: { response: { 200: PortalConfigSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return config;
  });
}
