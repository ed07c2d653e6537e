import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * State of the embedded OpenID provider (sessions, grants, interactions, authorization codes,
 * refresh tokens…), one row per stored object of an oidc-provider model, so sign-ins survive
 * restarts and are shared by replicas. The payload is the provider's own and opaque to Cedar;
 * the other columns are the lookups the provider's adapter needs.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    /** The oidc-provider model: Session, Grant, AuthorizationCode, RefreshToken, Interaction… */
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grant_id: text('grant_id'),
    user_code: text('user_code'),
    uid: text('uid'),
    /** Null: does not expire. */
    expires_at: at('expires_at'),
    consumed_at: at('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id], name: 'oidc_payloads_model_id_pk' }),
    index('oidc_payloads_grant_id_idx').on(t.grant_id),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.user_code),
    index('oidc_payloads_expires_at_idx').on(t.expires_at),
  ],
);
