import {
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  type FocusDayId,
  type FocusSlotId,
  FOCUS_SLOTS,
  SOCIAL_LINK_TYPES,
} from './profile.ts';
import type { FocusTimeSlots } from './focus-time.ts';

/*
 * The rules of the profile edit form (profiles-shell-and-access §4.3, §5), shared by the edit
 * page, the onboarding wizard and the API that enforces them.
 */

/** The experience slider's steps (§9) and the level each stands for. */
export const EXPERIENCE_STEPS = [
  { value: 0, level: 'Beginner' },
  { value: 33, level: 'Some Knowledge' },
  { value: 66, level: 'Hobbyist' },
  { value: 100, level: 'Professional' },
] as const satisfies readonly { value: number; level: ExperienceLevel }[];

/** The level a slider position stands for (the nearest step). */
export function levelAtStep(value: number): ExperienceLevel {
  let best: (typeof EXPERIENCE_STEPS)[number] = EXPERIENCE_STEPS[0];
  for (const step of EXPERIENCE_STEPS) if (Math.abs(step.value - value) < Math.abs(best.value - value)) best = step;
  return best.level;
}

/** The slider position of a level; Beginner's for 'Do not prefer' or no level. */
export function stepOfLevel(level: string | null | undefined): number {
  return EXPERIENCE_STEPS.find((step) => step.level === level)?.value ?? 0;
}

/** Ticking 'Do not prefer' sets that level; unticking sets Beginner (§4.3). */
export function levelAfterDoNotPrefer(ticked: boolean): ExperienceLevel {
  return ticked ? 'Do not prefer' : 'Beginner';
}

/** Is this one of the five stored experience levels? */
export function isExperienceLevel(value: unknown): value is ExperienceLevel {
  return (EXPERIENCE_LEVELS as readonly unknown[]).includes(value);
}

/** The two show flags of a profile's location (§3.1). */
export interface LocationVisibility {
  user_show_location: boolean;
  user_show_timezone: boolean;
}

/** The three states of location visibility (§4.3). */
export type LocationVisibilityState = 'both' | 'timezone-only' | 'neither';

/** The state the two flags stand for; location without time zone is read as both. */
export function locationVisibilityState(flags: LocationVisibility): LocationVisibilityState {
  if (flags.user_show_location) return 'both';
  return flags.user_show_timezone ? 'timezone-only' : 'neither';
}

/** The flags of a state. */
export function flagsOfVisibility(state: LocationVisibilityState): LocationVisibility {
  return { user_show_location: state === 'both', user_show_timezone: state !== 'neither' };
}

/** Ticking the location option: both flags on, or both off when both were on (§4.3). */
export function toggleShowLocation(flags: LocationVisibility): LocationVisibility {
  const on = !(flags.user_show_location && flags.user_show_timezone);
  return { user_show_location: on, user_show_timezone: on };
}

/**
 * Ticking time-zone-only: while location is shown it hides the location and keeps the time zone
 * (§4.3); otherwise it switches the time zone alone.
 */
export function toggleTimezoneOnly(flags: LocationVisibility): LocationVisibility {
  if (flags.user_show_location) return { user_show_location: false, user_show_timezone: true };
  return { user_show_location: false, user_show_timezone: !flags.user_show_timezone };
}

/** A social link row as the form edits it. */
export interface SocialLinkRow {
  id: string;
  name: string;
  link: string;
}

/** Is the row filled in (a network and a link)? */
export const isCompleteRow = (row: SocialLinkRow) => row.name.trim() !== '' && row.link.trim() !== '';

/** A row id not used by any row. */
function freeRowId(rows: readonly SocialLinkRow[]): string {
  const used = new Set(rows.map((row) => row.id));
  let next = rows.length + 1;
  while (used.has(String(next))) next += 1;
  return String(next);
}

/** The rows with one empty row after them when the last is complete, or when there is none (§4.3). */
export function withTrailingEmptyRow(rows: readonly SocialLinkRow[]): SocialLinkRow[] {
  const last = rows.at(-1);
  if (last && !isCompleteRow(last)) return [...rows];
  return [...rows, { id: freeRowId(rows), name: '', link: '' }];
}

/** The rows worth storing: the empty trailing row is dropped. */
export function rowsToStore(rows: readonly SocialLinkRow[]): SocialLinkRow[] {
  return rows
    .map((row) => ({ id: row.id, name: row.name.trim(), link: row.link.trim() }))
    .filter((row) => row.name !== '' || row.link !== '');
}

/** Is the name that of the Slack entry, which the forms never show (§2.6)? */
export const isSlackRow = (row: { name?: string | null }) => row.name?.trim().toLowerCase() === 'slack';

/** A network name in its listed spelling (§3.6, Slack included), whatever its case; null when not listed. */
export function socialLinkTypeOf(name: string): string | null {
  const wanted = name.trim().toLowerCase();
  return [...SOCIAL_LINK_TYPES, 'Slack'].find((type) => type.toLowerCase() === wanted) ?? null;
}

/** The message for a row whose network is not one of the listed ones. */
export const UNKNOWN_NETWORK_MESSAGE = 'Choose a network from the list';

/** The message for an invalid link (§5, §8). */
export const INVALID_SOCIAL_LINK_MESSAGE = 'Please enter valid url. Starting with http:// or https://';

/** A link is valid when empty or an absolute http(s) URL with a host (§5; Cedar takes http(s) only). */
export function isValidSocialLink(link: string): boolean {
  const trimmed = link.trim();
  if (trimmed === '') return true;
  if (!/^https?:\/\/[^\s]+$/i.test(trimmed)) return false;
  try {
    return new URL(trimmed).hostname.includes('.');
  } catch {
    return false;
  }
}

/** Clicking a slot toggles it for the day (§4.3); the result keeps FOCUS_SLOTS order and drops empty days. */
export function toggleFocusSlot(focus: FocusTimeSlots, day: FocusDayId, slot: FocusSlotId): FocusTimeSlots {
  const current = new Set(focus[day] ?? []);
  if (current.has(slot)) current.delete(slot);
  else current.add(slot);
  const next: FocusTimeSlots = { ...focus };
  const slots = FOCUS_SLOTS.map((s) => s.id).filter((id) => current.has(id));
  if (slots.length > 0) next[day] = slots;
  else delete next[day];
  return next;
}

/** Clicking an option toggles it (§4.3), keeping the options' order. */
export function toggleOption<T extends string>(chosen: readonly T[], option: T, order: readonly T[]): T[] {
  const set = new Set(chosen);
  if (set.has(option)) set.delete(option);
  else set.add(option);
  return order.filter((id) => set.has(id));
}

// C0 and C1 control characters and DEL; tab and line breaks are allowed where text may span lines.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F-\u009F]/;

/** Does the text hold control characters? `multiline` allows tab, CR and LF. */
export function hasControlCharacters(text: string, multiline = false): boolean {
  return (multiline ? CONTROL : CONTROL_OR_BREAK).test(text);
}
