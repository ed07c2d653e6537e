/** Shapes of the JSON columns of `users` (profiles-shell-and-access §3.1), as the contract has them. */
export type { SocialLink, UserLocation, UserTimezone } from '@cedar/shared/contract';

/** A focus-time slot as stored: a slot id, or (older records) an object carrying it. */
export type FocusSlot = string | { id: string };

/** Focus time: day id (sunday..saturday) to the slots chosen that day. */
export type UserFocusTime = Record<string, FocusSlot[]>;
