/** Shapes of the JSON columns of `users` (profiles-shell-and-access §3.1). */

/** One social link; a stored `slack` entry is kept but never shown. */
export interface SocialLink {
  id: number | string;
  name: string;
  link: string;
}

/** A place chosen in the location search. */
export interface UserLocation {
  description: string;
  place_id: string;
  types: string[];
  lat?: number;
  lng?: number;
}

/** The time zone looked up for the chosen place. */
export interface UserTimezone {
  time_zone_id: string;
  time_zone_name: string;
  utc_offset_minutes: number;
}

/** A focus-time slot as stored: a slot id or an object carrying it. */
export type FocusSlot = string | { id: string; [key: string]: unknown };

/** Focus time: day id (sunday..saturday) to the slots chosen that day. */
export type UserFocusTime = Record<string, FocusSlot[]>;
