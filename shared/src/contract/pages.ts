/**
 * The portal's pages: the one place a page path is written (profiles-shell-and-access §2.1,
 * admin-console §2.2). The host's route table, the remotes' standalone routes and every link
 * take their paths from here; lint forbids page-path literals anywhere else
 * (docs/decisions/0016-remote-declarations-and-pages.md).
 */

/** One page: its route pattern (`:name` a parameter, `:name?` an optional last one). */
export interface PageEntry {
  readonly pattern: string;
  /**
   * Links end with '/' unless a parameter ends them: the spec writes /acp/listRequests/ and
   * /acp/settings/#associated-courses. Routes match with or without it.
   */
  readonly trailingSlash?: boolean;
}

/** Every page of the portal by name. */
export const PAGES = {
  home: { pattern: '/' },
  /** Home with the Request Support drawer open. */
  help: { pattern: '/help' },
  profile: { pattern: '/profile/:useremail' },
  learnerEditProfile: { pattern: '/profile/learner/editprofile' },
  staffEditProfile: { pattern: '/acp/staff/editprofile' },
  connect: { pattern: '/connect' },
  watch: { pattern: '/watch' },
  video: { pattern: '/media/:videoUUId' },
  /** Only redirects, by role (§2.2). */
  acp: { pattern: '/acp' },
  acpPeople: { pattern: '/acp/people/:roleId?' },
  supportRequests: { pattern: '/acp/listRequests/:requestId?', trailingSlash: true },
  videoLibrary: { pattern: '/acp/videoLibrary', trailingSlash: true },
  announcementHistory: { pattern: '/acp/announcementHistory', trailingSlash: true },
  cohortSettings: { pattern: '/acp/settings', trailingSlash: true },
  /** Former addresses of cohort settings sections; each redirects to cohort settings. */
  calendarSettings: { pattern: '/acp/settings/calendars' },
  webToolsSettings: { pattern: '/acp/settings/webtools' },
  supportStaffSettings: { pattern: '/acp/settings/supportstaff' },
  adminSettings: { pattern: '/acp/admin/settings', trailingSlash: true },
  /** Each remote's version, errors and speed for real users (Program Managers). */
  remoteHealth: { pattern: '/acp/remoteHealth', trailingSlash: true },
  unauthorized: { pattern: '/unauthorized' },
} as const satisfies Record<string, PageEntry>;

/** Name of a page of {@link PAGES}. */
export type PageName = keyof typeof PAGES;

type PatternOf<N extends PageName> = (typeof PAGES)[N]['pattern'];

/** The parameter names of a pattern, optional ones with their '?'. */
type ParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | ParamNames<`/${Tail}`>
    : Rest
  : never;

type ParamValue = string | number;

/**
 * A path segment, URI-encoded except '@': RFC 3986 allows it in a segment, and profile paths
 * carry e-mails, which read as /profile/ada@cedar.test.
 */
const encodeSegment = (value: ParamValue) => encodeURIComponent(String(value)).replace(/%40/g, '@');

/** The parameters of a page: `{ useremail: string }` for profile, `{ roleId?: ... }` for acpPeople. */
export type PageParams<N extends PageName> = {
  [K in Exclude<ParamNames<PatternOf<N>>, `${string}?`>]: ParamValue;
} & {
  [K in ParamNames<PatternOf<N>> as K extends `${infer Name}?` ? Name : never]?: ParamValue | null;
};

/** What else a link may carry. */
export interface PagePathOptions {
  /** A section anchor, with its '#'. */
  hash?: string;
  /** Query parameters; undefined ones are left out. */
  query?: Record<string, string | number | boolean | undefined>;
}

type HasParams<N extends PageName> = [ParamNames<PatternOf<N>>] extends [never] ? false : true;
type HasRequiredParams<N extends PageName> = [Exclude<ParamNames<PatternOf<N>>, `${string}?`>] extends [never]
  ? false
  : true;

/** A page whose path needs no parameter: `pagePath(name)` builds it. */
export type StaticPageName = { [N in PageName]: HasRequiredParams<N> extends true ? never : N }[PageName];

/** Arguments after the page name: required when the page has a required parameter. */
export type PagePathArgs<N extends PageName> =
  HasRequiredParams<N> extends true
    ? [params: PageParams<N>, options?: PagePathOptions]
    : HasParams<N> extends true
      ? [params?: PageParams<N>, options?: PagePathOptions]
      : [params?: Record<string, never>, options?: PagePathOptions];

/**
 * The path of a page with its parameters URI-encoded: `pagePath('profile', { useremail })` ->
 * `/profile/a@b.c`; `pagePath('supportRequests')` -> `/acp/listRequests/`;
 * `pagePath('cohortSettings', {}, { hash: '#calendar-settings' })` -> `/acp/settings/#calendar-settings`.
 */
export function pagePath<N extends PageName>(name: N, ...[params, options]: PagePathArgs<N>): string {
  const entry: PageEntry = PAGES[name];
  const values = (params ?? {}) as Record<string, ParamValue | null | undefined>;
  let endsWithValue = false;
  const segments = entry.pattern.split('/').flatMap((segment) => {
    endsWithValue = false;
    const match = /^:(\w+)(\?)?$/.exec(segment);
    if (!match) return [segment];
    const [, key, optional] = match as unknown as [string, string, string | undefined];
    const value = values[key];
    if (value === undefined || value === null || value === '') {
      if (optional) return [];
      throw new Error(`Missing page parameter ${key} for ${name}`);
    }
    endsWithValue = true;
    return [encodeSegment(value)];
  });
  let path = segments.join('/') || '/';
  if (entry.trailingSlash && !endsWithValue && !path.endsWith('/')) path += '/';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options?.query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${path}${qs ? `?${qs}` : ''}${options?.hash ?? ''}`;
}

/** The route pattern of a page, as React Router reads it. */
export function pagePattern(name: PageName): string {
  return PAGES[name].pattern;
}

function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.endsWith('?') && segment.startsWith(':')) return '(?:/[^/]+)?';
      if (segment.startsWith(':')) return '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

const PAGE_MATCHERS = (Object.keys(PAGES) as PageName[]).map((name) => ({
  name,
  regexp: patternRegExp(PAGES[name].pattern),
}));

/**
 * The page a pathname shows, by the same exact matching as the route table (a trailing slash
 * aside), or null: `pageOf('/media/abc')` -> 'video'.
 */
export function pageOf(pathname: string): PageName | null {
  return PAGE_MATCHERS.find(({ regexp }) => regexp.test(pathname))?.name ?? null;
}
