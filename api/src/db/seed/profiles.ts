import {
  EXPERIENCE_LEVELS,
  FOCUS_DAYS,
  FOCUS_SLOTS,
  SOCIAL_LINK_TYPES,
  WORK_SCHEDULE_OPTIONS,
} from '@cedar/shared/domain';
import type { SocialLink, UserFocusTime, users } from '../schema/index.ts';
import { demoAvatarUrl } from './avatars.ts';
import { NICKNAMES, PRONOUNS } from './data/names.ts';
import { US_PLACES, WORLD_PLACES } from './data/places.ts';
import {
  DREAM_JOBS,
  FREE_TIME,
  FUN_FACTS,
  GOALS,
  INTROS,
  LEARNER_TITLES,
  PROGRAMMING_LANGUAGES,
  SPOKEN_LANGUAGES,
} from './data/profile-text.ts';
import type { Random } from './random.ts';
import { timezoneRecord } from './timezones.ts';

export type NewUser = typeof users.$inferInsert;
export type ProfileFields = Omit<NewUser, 'email' | 'username' | 'first_name' | 'last_name'>;

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** A pronunciation hint in the style people write them: "mah-TAY-oh". */
function pronunciation(name: string, random: Random): string | null {
  const plain = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const syllables = plain.match(/[^aeiouy]*[aeiouy]+(?:[^aeiouy](?![aeiouy]))?/g) ?? [plain];
  if (syllables.length < 2) return null;
  const stressed = random.int(0, syllables.length - 1);
  return syllables.map((s, i) => (i === stressed ? s.toUpperCase() : s)).join('-');
}

function socialLinks(random: Random, handle: string, withSlack: boolean): SocialLink[] {
  const links: SocialLink[] = random.sample(SOCIAL_LINK_TYPES, random.int(0, 5)).map((name, index) => ({
    id: String(index + 1),
    name,
    link: socialUrl(name, handle),
  }));
  // A few rows were saved half-filled; views skip entries missing a name or link.
  if (links.length > 0 && random.chance(0.05))
    links.push({ id: String(links.length + 1), name: random.pick(SOCIAL_LINK_TYPES), link: '' });
  if (withSlack)
    links.push({ id: String(links.length + 1), name: 'Slack', link: `https://cedar-academy.slack.com/team/${handle}` });
  return links;
}

function socialUrl(name: string, handle: string): string {
  switch (name) {
    case 'Personal Website':
      return `https://${handle}.example.com`;
    case 'Portfolio':
      return `https://portfolio.example.com/${handle}`;
    case 'LinkedIn':
      return `https://www.linkedin.com/in/${handle}`;
    case 'YouTube':
      return `https://www.youtube.com/@${handle}`;
    case 'TikTok':
      return `https://www.tiktok.com/@${handle}`;
    case 'Discord':
      return `https://discord.com/users/${handle}`;
    case 'Twitter':
      return `https://twitter.com/${handle}`;
    default:
      return `https://www.${name.toLowerCase()}.com/${handle}`;
  }
}

/** Focus time: some days, each with one to three slots (or the all-day slot). */
export function focusTime(random: Random, busy: boolean): UserFocusTime {
  const result: UserFocusTime = {};
  const days = random.sample(FOCUS_DAYS, busy ? random.int(3, 6) : random.int(1, 5));
  const quarterSlots = FOCUS_SLOTS.filter((slot) => slot.id !== 'all_day_albatross').map((slot) => slot.id);
  for (const day of FOCUS_DAYS.filter((d) => days.includes(d))) {
    result[day.id] = random.chance(0.12) ? ['all_day_albatross'] : random.sample(quarterSlots, random.int(1, 3)).sort();
  }
  return result;
}

export function workSchedule(random: Random): string[] {
  if (random.chance(0.15)) return ['none'];
  const ids = WORK_SCHEDULE_OPTIONS.map((o) => o.id).filter((id) => id !== 'none');
  const hours = random.pick(['full_time', 'part_time'] as const);
  const days = random.pick(['weekdays', 'weekends'] as const);
  const rest = random.sample(
    ids.filter((id) => !['full_time', 'part_time', 'weekdays', 'weekends'].includes(id)),
    random.int(0, 2),
  );
  return [hours, days, ...rest];
}

export interface ProfileOptions {
  first: string;
  handle: string;
  now: Date;
  staff: boolean;
  /** Fill every section (demo accounts); otherwise sections are filled at random. */
  full?: boolean;
}

/** A varied, plausible profile. The same random stream gives the same profile everywhere. */
export function buildProfile(random: Random, options: ProfileOptions): ProfileFields {
  const { first, handle, now, staff, full = false } = options;
  const sparse = !full && random.chance(0.08); // people who skipped most of onboarding
  const fill = (p: number) => full || (!sparse && random.chance(p));
  const place =
    full || random.chance(sparse ? 0.3 : 0.88) ? random.pick(random.chance(0.68) ? US_PLACES : WORLD_PLACES) : null;
  const visibility = full
    ? 'both'
    : random.weighted([
        ['both', 70],
        ['timezone', 16],
        ['neither', 14],
      ] as const);
  const primary = random.chance(0.7) ? 'English' : random.pick(SPOKEN_LANGUAGES);
  const online = !full && random.chance(0.14);
  const updatedDaysAgo = random.chance(0.22) ? random.int(0, 12) : random.int(15, 320);
  return {
    preferred_name: full || random.chance(0.6) ? first : random.chance(0.6) ? (NICKNAMES[first] ?? first) : null,
    secondary_email: fill(0.3) ? `${handle}.alt@example.net` : null,
    user_preferred_pronouns: fill(0.75) ? random.pick(PRONOUNS) : null,
    user_name_pronunciation: fill(0.5) ? pronunciation(first, random) : null,
    user_social_media_links: sparse ? [] : socialLinks(random, handle, full || random.chance(0.45)),
    user_location: place && {
      description: place.description,
      place_id: `seed-${handle.slice(0, 3)}-${place.description.toLowerCase().replace(/[^a-z]+/g, '-')}`,
      types: ['locality', 'political'],
      lat: place.lat,
      lng: place.lng,
    },
    user_show_location: place !== null && visibility === 'both',
    user_show_timezone: place !== null && visibility !== 'neither',
    user_timezone: place && timezoneRecord(place.timeZone, now),
    user_primary_spoken_language: sparse ? null : primary,
    user_additional_spoken_languages: fill(0.55)
      ? random.sample(
          SPOKEN_LANGUAGES.filter((l) => l !== primary),
          random.int(1, 3),
        )
      : [],
    user_goals: fill(0.75) ? random.pick(GOALS) : null,
    user_intro_interest: fill(0.75) ? random.pick(INTROS) : null,
    user_fun_fact: fill(0.7) ? random.pick(FUN_FACTS) : null,
    user_free_time: fill(0.7) ? random.pick(FREE_TIME) : null,
    user_dream_job: fill(0.7) ? random.pick(DREAM_JOBS) : null,
    user_title: staff ? null : fill(0.5) ? random.pick(LEARNER_TITLES) : null,
    user_programming_experience_level: sparse
      ? null
      : full
        ? 'Some Knowledge'
        : random.weighted(EXPERIENCE_LEVELS.map((level) => [level, level === 'Do not prefer' ? 5 : 24] as const)),
    user_programming_languages: fill(0.8) ? random.sample(PROGRAMMING_LANGUAGES, random.int(1, 6)) : [],
    user_focus_time: staff || fill(0.6) ? focusTime(random, staff) : {},
    user_work_schedule: staff || fill(0.7) ? workSchedule(random) : [],
    user_image_url: !full && random.chance(0.6) ? demoAvatarUrl(random) : null,
    user_slack_id: fill(0.6)
      ? `U0${handle
          .replace(/[^a-z]/g, '')
          .slice(0, 5)
          .toUpperCase()}${random.int(1000, 9999)}`
      : null,
    user_profile_updated_date: sparse
      ? null
      : new Date(now.getTime() - updatedDaysAgo * DAY - random.int(0, 600) * MINUTE),
    is_online: online,
    user_last_seen: online
      ? new Date(now.getTime() - random.int(0, 4) * MINUTE - random.int(0, 50) * 1000)
      : random.chance(0.9)
        ? new Date(now.getTime() - random.int(10, 60 * 24 * 30) * MINUTE)
        : null,
    user_lms_id: random.chance(0.9) ? String(random.int(100_000, 999_999)) : null,
    status: 'active',
    first_login: false,
    subscribed_canvas: staff ? random.chance(0.5) : random.chance(0.85),
    created_by: 'seed',
  };
}
