import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { crmContacts } from '../../db/schema/index.ts';
import type { AdaptersConfig } from '../config.ts';
import { ExternalServiceError, fetchJson } from '../http.ts';

/** A contact pushed to the CRM (from a Handshake export). */
export interface CrmContact {
  /** Lowercased; the contact's identity in the CRM. */
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
}

/** Where the upload came from: the stored file and who sent it. */
export interface CrmSource {
  fileKey: string;
  uploadedBy: string;
  now: Date;
}

export interface CrmPushResult {
  created: number;
  updated: number;
}

/** The CRM the Handshake upload feeds: creates new contacts and updates known ones by e-mail. */
export interface CrmAdapter {
  readonly kind: 'stored' | 'hubspot';
  upsertContacts(contacts: CrmContact[], source: CrmSource): Promise<CrmPushResult>;
}

/** The embedded default: the crm_contacts table, every contact of an upload in one transaction. */
export function storedCrm(db: Database): CrmAdapter {
  return {
    kind: 'stored',
    async upsertContacts(contacts, source) {
      if (contacts.length === 0) return { created: 0, updated: 0 };
      return db.transaction(async (tx) => {
        let created = 0;
        // 500 rows per statement keeps the parameters well under PostgreSQL's limit.
        for (let i = 0; i < contacts.length; i += 500) {
          const rows = await tx
            .insert(crmContacts)
            .values(
              contacts.slice(i, i + 500).map((c) => ({
                ...c,
                source_key: source.fileKey,
                updated_by: source.uploadedBy,
                created_at: source.now,
                updated_at: source.now,
              })),
            )
            .onConflictDoUpdate({
              target: crmContacts.email,
              set: {
                first_name: sql`excluded.first_name`,
                last_name: sql`excluded.last_name`,
                phone: sql`coalesce(excluded.phone, ${crmContacts.phone})`,
                source_key: sql`excluded.source_key`,
                updated_by: sql`excluded.updated_by`,
                updated_at: sql`excluded.updated_at`,
              },
            })
            // xmax is 0 for a row this statement inserted, not for one it updated.
            .returning({ inserted: sql<boolean>`(xmax = 0)` });
          created += rows.filter((r) => r.inserted).length;
        }
        return { created, updated: contacts.length - created };
      });
    },
  };
}

/** HubSpot's answer to a batch call (200, or 207 with `errors` when some inputs failed). */
interface HubSpotBatchAnswer {
  status?: string;
  results?: { id: string; new?: boolean }[];
  numErrors?: number;
  errors?: { status?: string; category?: string; message?: string }[];
}

/** HubSpot's batch limit: 100 inputs per call. */
export const HUBSPOT_BATCH_SIZE = 100;

/**
 * HubSpot's CRM v3 contacts `batch/upsert` (by the unique `email` property) with a private-app
 * access token, 100 contacts a call. A 207 answer (some inputs failed) or an error answer
 * ({ status: 'error', category, message }) stops the push with HubSpot's message.
 */
export function hubSpotCrm(settings: { apiUrl: string; token: string }): CrmAdapter {
  return {
    kind: 'hubspot',
    async upsertContacts(contacts) {
      const result = { created: 0, updated: 0 };
      for (let i = 0; i < contacts.length; i += HUBSPOT_BATCH_SIZE) {
        const inputs = contacts.slice(i, i + HUBSPOT_BATCH_SIZE).map((c) => ({
          idProperty: 'email',
          id: c.email,
          properties: {
            email: c.email,
            firstname: c.first_name,
            lastname: c.last_name,
            ...(c.phone ? { phone: c.phone } : {}),
          },
        }));
        const { body } = await fetchJson<HubSpotBatchAnswer>(
          'HubSpot',
          `${settings.apiUrl}/crm/v3/objects/contacts/batch/upsert`,
          {
            method: 'POST',
            headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ inputs }),
          },
        );
        if (body?.errors?.length || (body?.numErrors ?? 0) > 0) {
          const first = body?.errors?.[0];
          throw new ExternalServiceError(
            'HubSpot',
            207,
            `${first?.category ?? 'error'}: ${first?.message ?? 'some contacts were refused'}`,
          );
        }
        for (const r of body?.results ?? []) {
          if (r.new) result.created++;
          else result.updated++;
        }
      }
      return result;
    },
  };
}

export function crmAdapterFor(config: AdaptersConfig['crm'], db: Database): CrmAdapter {
  return config.kind === 'hubspot' ? hubSpotCrm(config) : storedCrm(db);
}
