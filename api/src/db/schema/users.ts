import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { SocialLink, UserFocusTime, UserLocation, UserTimezone } from './types.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A person: learner or staff, with the profile of §3.1 and the account fields of §3.2. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique('users_email_unique'),
    username: text('username').notNull().unique('users_username_unique'),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    preferred_name: text('preferred_name'),
    secondary_email: text('secondary_email'),
    user_preferred_pronouns: text('user_preferred_pronouns'),
    user_name_pronunciation: text('user_name_pronunciation'),
    user_social_media_links: jsonb('user_social_media_links').$type<SocialLink[]>().notNull().default([]),
    user_location: jsonb('user_location').$type<UserLocation | null>(),
    user_show_location: boolean('user_show_location').notNull().default(true),
    user_show_timezone: boolean('user_show_timezone').notNull().default(true),
    user_timezone: jsonb('user_timezone').$type<UserTimezone | null>(),
    user_primary_spoken_language: text('user_primary_spoken_language'),
    user_additional_spoken_languages: jsonb('user_additional_spoken_languages').$type<string[]>().notNull().default([]),
    user_goals: text('user_goals'),
    user_intro_interest: text('user_intro_interest'),
    user_fun_fact: text('user_fun_fact'),
    user_free_time: text('user_free_time'),
    user_dream_job: text('user_dream_job'),
    user_title: text('user_title'),
    user_programming_experience_level: text('user_programming_experience_level'),
    user_programming_languages: jsonb('user_programming_languages').$type<string[]>().notNull().default([]),
    user_focus_time: jsonb('user_focus_time').$type<UserFocusTime | null>().default({}),
    user_work_schedule: jsonb('user_work_schedule').$type<string[]>().notNull().default([]),
    user_image_url: text('user_image_url'),
    user_slack_id: text('user_slack_id'),
    user_profile_updated_date: at('user_profile_updated_date'),
    is_online: boolean('is_online').notNull().default(false),
    user_last_seen: at('user_last_seen'),
    user_lms_id: text('user_lms_id'),
    status: text('status').notNull().default('active'),
    first_login: boolean('first_login').notNull().default(true),
    /** Onboarding screens completed (0 to 10); the wizard resumes at the next one, on any device. */
    onboarding_step: integer('onboarding_step').notNull().default(0),
    user_role: text('user_role'),
    subscribed_canvas: boolean('subscribed_canvas').notNull().default(false),
    created_by: text('created_by'),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('users_online_idx').on(t.is_online),
    // E-mails are identities: stored lowercase so lookups and foreign keys need no lower().
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Password hash of a user who signs in with the embedded provider. */
export const userCredentials = pgTable('user_credentials', {
  user_email: text('user_email')
    .primaryKey()
    .references(() => users.email, { onDelete: 'cascade', onUpdate: 'cascade' }),
  password_hash: text('password_hash').notNull(),
  updated_at: at('updated_at').notNull().defaultNow(),
});
