import { type Static, Type } from '@sinclair/typebox';
import { SEARCH_TERM_MAX_LENGTH } from '../domain/directory-search.ts';
import { Nullable, Text, Timestamp } from './common.ts';
import { API_BASE } from './endpoints.ts';
import { FavoriteProfile, FocusTime } from './profile.ts';

/**
 * A card of the cohort directory (§2.8) as the page reads it: the avatar by URL, the location's
 * description and the time zone only when their owner shows them (hidden means not sent),
 * presence already decided by the server's clock. On the wire a card is a `DirectoryRow`.
 */
export const DirectoryMember = Type.Object({
  email: Type.String(),
  /** §5 display name: preferred, given, first name, else 'Unknown'. */
  display_name: Type.String(),
  last_name: Type.String(),
  user_image_url: Nullable(Type.String()),
  user_role_id: Type.Integer(),
  location: Type.Optional(Type.String()),
  time_zone: Type.Optional(Type.Object({ id: Type.String(), name: Type.String() })),
  /**
   * Focus time, for the 'Free when I am' overlap: only with the time zone, and only to viewers
   * who may see focus time (the owner and non-learner roles, DECISIONS.md).
   */
  focus_time: Type.Optional(FocusTime),
  is_online: Type.Boolean(),
  user_last_seen: Nullable(Timestamp),
  recently_updated: Type.Boolean(),
  is_favorite: Type.Boolean(),
});
/** A card of the cohort directory. */
export type DirectoryMember = Static<typeof DirectoryMember>;

/** Query of GET /v1/cohort/:cohortId/directory: `search` narrows to §5's two passes. */
export const DirectoryQuery = Type.Object(
  { search: Type.Optional(Text({ maxLength: SEARCH_TERM_MAX_LENGTH })) },
  { additionalProperties: false },
);
/** Query of GET /v1/cohort/:cohortId/directory. */
export type DirectoryQuery = Static<typeof DirectoryQuery>;

/** Bits of a directory row's flags. */
export const DIRECTORY_FLAG = { online: 1, recentlyUpdated: 2, favorite: 4 } as const;

/** Where stored pictures are served; a row sends the rest of the path. */
const AVATAR_PATH = `${API_BASE}/v1/avatars/`;

/**
 * One card on the wire, a fixed-order array so that 400 members fit in well under 50 KB of
 * JSON (field names would be half the answer): e-mail, display name, last name, picture (the
 * path under /api/v1/avatars/, or a full URL; '' for initials), role id, index into
 * `places` (-1: none shown), index into `zones` (-1: none shown), last seen in Unix seconds
 * (0: never), flags (`DIRECTORY_FLAG`). No nulls: the response serialiser's tuples take none.
 */
export const DirectoryRow = Type.Array(Type.Union([Type.String(), Type.Integer()]), { minItems: 9, maxItems: 9 });
/**
 * One card on the wire. The schema is an array of strings and integers (OpenAPI 3.0 has no
 * tuples); this type names each position.
 */
export type DirectoryRow = [
  email: string,
  displayName: string,
  lastName: string,
  picture: string,
  roleId: number,
  place: number,
  zone: number,
  lastSeen: number,
  flags: number,
];

/** Answer of GET /v1/cohort/:cohortId/directory: the cohort and its members in directory order. */
export const DirectoryEnvelope = Type.Object({
  message: Type.Object({
    cohort_id: Type.Integer(),
    cohort_name: Type.String(),
    search: Nullable(Type.String()),
    /** Location descriptions the rows name, each once. */
    places: Type.Array(Type.String()),
    /** Time zones the rows name, each once: [IANA id, name]. */
    zones: Type.Array(Type.Array(Type.String(), { minItems: 2, maxItems: 2 })),
    members: Type.Array(DirectoryRow),
    /** Focus time by row index, for viewers who may see it (see DirectoryMember). */
    focus_times: Type.Optional(Type.Record(Type.String({ pattern: '^[0-9]+$' }), FocusTime)),
  }),
});
/** Answer of GET /v1/cohort/:cohortId/directory. */
export type DirectoryEnvelope = Static<typeof DirectoryEnvelope>;
/** The directory answer's message. */
export type DirectoryMessage = DirectoryEnvelope['message'];

/** Cards in directory order, written as the compact answer (the server's side of `readDirectory`). */
export function writeDirectory(
  head: Pick<DirectoryMessage, 'cohort_id' | 'cohort_name' | 'search'>,
  cards: readonly DirectoryMember[],
): DirectoryMessage {
  const places: string[] = [];
  const zones: [string, string][] = [];
  const placeIndex = new Map<string, number>();
  const zoneIndex = new Map<string, number>();
  const indexOf = <T>(index: Map<string, number>, list: T[], key: string, value: T) => {
    let at = index.get(key);
    if (at === undefined) index.set(key, (at = list.push(value) - 1));
    return at;
  };
  const focusTimes: Record<string, FocusTime> = {};
  const members = cards.map((card, row): DirectoryRow => {
    if (card.focus_time) focusTimes[row] = card.focus_time;
    const picture = card.user_image_url;
    return [
      card.email,
      card.display_name,
      card.last_name,
      !picture ? '' : picture.startsWith(AVATAR_PATH) ? picture.slice(AVATAR_PATH.length) : picture,
      card.user_role_id,
      card.location ? indexOf(placeIndex, places, card.location, card.location) : -1,
      card.time_zone
        ? indexOf(zoneIndex, zones, `${card.time_zone.id}\n${card.time_zone.name}`, [
            card.time_zone.id,
            card.time_zone.name,
          ])
        : -1,
      card.user_last_seen === null ? 0 : Math.floor(Date.parse(card.user_last_seen) / 1000),
      (card.is_online ? DIRECTORY_FLAG.online : 0) |
        (card.recently_updated ? DIRECTORY_FLAG.recentlyUpdated : 0) |
        (card.is_favorite ? DIRECTORY_FLAG.favorite : 0),
    ];
  });
  return {
    ...head,
    places,
    zones,
    members,
    ...(Object.keys(focusTimes).length > 0 ? { focus_times: focusTimes } : {}),
  };
}

/** The cards of a directory answer, as the page shows them. */
export function readDirectory(message: DirectoryMessage): DirectoryMember[] {
  return message.members.map((wire, row) => {
    const [email, displayName, lastName, picture, roleId, place, zone, lastSeen, flags] = wire as DirectoryRow;
    const timeZone = zone >= 0 ? message.zones[zone] : undefined;
    const focus = message.focus_times?.[row];
    return {
      email,
      display_name: displayName,
      last_name: lastName,
      user_image_url: !picture ? null : /^(\/|[a-z][a-z0-9+.-]*:)/i.test(picture) ? picture : AVATAR_PATH + picture,
      user_role_id: roleId,
      ...(place >= 0 && message.places[place] !== undefined ? { location: message.places[place] } : {}),
      ...(timeZone ? { time_zone: { id: timeZone[0]!, name: timeZone[1]! } } : {}),
      ...(focus ? { focus_time: focus } : {}),
      is_online: (flags & DIRECTORY_FLAG.online) !== 0,
      user_last_seen: lastSeen === 0 ? null : new Date(lastSeen * 1000).toISOString(),
      recently_updated: (flags & DIRECTORY_FLAG.recentlyUpdated) !== 0,
      is_favorite: (flags & DIRECTORY_FLAG.favorite) !== 0,
    };
  });
}

/** A remembered directory search (§3.5). */
export const SearchHistoryEntry = Type.Object({ search_value: Type.String(), searched_at: Timestamp });
/** A remembered directory search. */
export type SearchHistoryEntry = Static<typeof SearchHistoryEntry>;

/** Body of POST /v1/searchhistory (§7 Save search history): the term as searched. */
export const SaveSearchBody = Type.Object(
  { search_value: Text({ minLength: 1, maxLength: SEARCH_TERM_MAX_LENGTH, pattern: '\\S' }) },
  { additionalProperties: false },
);
/** Body of POST /v1/searchhistory. */
export type SaveSearchBody = Static<typeof SaveSearchBody>;

/** Answer of GET and POST /v1/searchhistory: the 5 latest searches, newest first. */
export const SearchHistoryEnvelope = Type.Object({
  message: Type.Object({ searches: Type.Array(SearchHistoryEntry) }),
});
/** Answer of GET and POST /v1/searchhistory. */
export type SearchHistoryEnvelope = Static<typeof SearchHistoryEnvelope>;

const FavoriteEmails = Type.Array(
  Type.Object({ user_email: Text({ maxLength: 320 }) }, { additionalProperties: false }),
  {
    maxItems: 500,
  },
);

/**
 * Body of PATCH /v1/favorites (§7 Save favourites, sent 3 s after the last star click): the
 * stars added and removed since the last save, so a burst of clicks is one request and a
 * save from one device never drops stars set on another.
 */
export const SaveFavoritesBody = Type.Object(
  { add: FavoriteEmails, remove: FavoriteEmails },
  { additionalProperties: false },
);
/** Body of PATCH /v1/favorites. */
export type SaveFavoritesBody = Static<typeof SaveFavoritesBody>;

/** Answer of PATCH /v1/favorites: the favourites as stored. */
export const FavoritesEnvelope = Type.Object({
  message: Type.Object({ user_favorite_profiles: Type.Array(FavoriteProfile) }),
});
/** Answer of PATCH /v1/favorites. */
export type FavoritesEnvelope = Static<typeof FavoritesEnvelope>;
