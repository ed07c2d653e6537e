import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Contacts of the embedded CRM adapter: what the Handshake upload pushes when no HubSpot
 * account is configured (admin-console §2.11). One row per e-mail (lowercased); a later upload
 * updates it. `source_key` is the stored file the contact last came from.
 */
export const crmContacts = pgTable('crm_contacts', {
  email: text('email').primaryKey(),
  first_name: text('first_name').notNull(),
  last_name: text('last_name').notNull(),
  phone: text('phone'),
  source_key: text('source_key'),
  updated_by: text('updated_by'),
  created_at: at('created_at').notNull().defaultNow(),
  updated_at: at('updated_at').notNull().defaultNow(),
});
