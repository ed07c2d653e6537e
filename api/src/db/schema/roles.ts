import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The 15 roles of §3.8, kept in step with ROLES of @cedar/shared/domain at start-up. */
export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  ui_name: text('ui_name').notNull(),
  stored_name: text('stored_name').notNull(),
  secondary_name: text('secondary_name').notNull(),
  is_visible_in_acp: boolean('is_visible_in_acp').notNull(),
  is_visible_in_support_panel: boolean('is_visible_in_support_panel').notNull(),
  display_order: integer('display_order'),
});
