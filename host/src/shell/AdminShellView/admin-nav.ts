import type { MenuKey } from '@cedar/shared/domain';
import { shellMessages as m } from '../messages';
import { isUnder } from '../nav-paths';

/** One entry of the admin console's left navigation (admin-console §2.1). */
export interface AdminNavEntry {
  key: 'overview' | 'supportRequests' | 'announcements' | 'videoLibrary' | 'people' | 'settings' | 'admin';
  label: string;
  href: string;
  /** Is this the entry of `path`? */
  matches(path: string): boolean;
}

/** What decides the entries a user sees. */
export interface AdminNavFacts {
  /** Menu access from the role held in the selected cohort. */
  menuAccess: Partial<Record<MenuKey, boolean>>;
  /** Admin access to the selected cohort for the adminSettings menu (role 9, or role 11: DECISIONS.md). */
  hasAdminAccessToCohort: boolean;
}

/** One section of a level-2 menu: a hash anchor of the page (admin-console §2.2). */
export interface Level2Section {
  hash: string;
  label: string;
  /** The menu key that opens the section. */
  menu: MenuKey;
}

/** A page whose sections the level-2 menu lists. */
interface Level2Page {
  base: string;
  label: string;
  sections: Level2Section[];
  /** Beyond the sections' menu keys, may the user have the page's menu at all? */
  allowed(facts: AdminNavFacts): boolean;
}

export const SETTINGS_PATH = '/acp/settings/';
export const ADMIN_SETTINGS_PATH = '/acp/admin/settings/';

/** The settings side menu's anchors (admin-console §2.2), each behind its permission key. */
export const SETTINGS_SECTIONS: Level2Section[] = [
  { hash: '#associated-courses', label: m.associatedCourses, menu: 'cohortSettings' },
  { hash: '#calendar-settings', label: m.calendars, menu: 'calendarSettings' },
  { hash: '#supportstaff-settings', label: m.supportTeam, menu: 'staffSettings' },
  { hash: '#webtools-settings', label: m.onlineTools, menu: 'webToolsSettings' },
];

/** The admin page's anchors (admin-console §2.2). */
export const ADMIN_SECTIONS: Level2Section[] = [
  { hash: '#cohort-management', label: m.cohortManagement, menu: 'adminSettingsManageCohorts' },
  { hash: '#cohort-member-management', label: m.cohortMemberManagement, menu: 'adminSettingsManageCohortMembers' },
];

const LEVEL2_PAGES: Level2Page[] = [
  { base: SETTINGS_PATH, label: m.settingsSections, sections: SETTINGS_SECTIONS, allowed: () => true },
  {
    base: ADMIN_SETTINGS_PATH,
    label: m.adminSections,
    sections: ADMIN_SECTIONS,
    allowed: (f) => f.hasAdminAccessToCohort,
  },
];

function allowedSections(page: Level2Page, facts: AdminNavFacts): Level2Section[] {
  if (!page.allowed(facts)) return [];
  return page.sections.filter((section) => facts.menuAccess[section.menu] === true);
}

/** The settings page's link: its first section the user may open (a limited admin has no Associated Courses). */
function settingsHref(facts: AdminNavFacts): string | null {
  const first = allowedSections(LEVEL2_PAGES[0]!, facts)[0];
  return first ? `${SETTINGS_PATH}${first.hash}` : null;
}

const ENTRIES: Array<AdminNavEntry & { visible(facts: AdminNavFacts): boolean }> = [
  { key: 'overview', label: m.overview, href: '/', matches: (p) => p === '/', visible: () => true },
  {
    key: 'supportRequests',
    label: m.supportRequests,
    href: '/acp/listRequests/',
    matches: (p) => isUnder(p, '/acp/listRequests'),
    visible: (f) => f.menuAccess.supportRequests === true,
  },
  {
    key: 'announcements',
    label: m.announcements,
    href: '/acp/announcementHistory/',
    matches: (p) => isUnder(p, '/acp/announcementHistory'),
    visible: (f) => f.menuAccess.announcements === true,
  },
  {
    key: 'videoLibrary',
    label: m.videoLibrary,
    href: '/acp/videoLibrary/',
    matches: (p) => isUnder(p, '/acp/videoLibrary'),
    visible: () => true,
  },
  {
    // The people route is guarded by the support-request permission (§2.2).
    key: 'people',
    label: m.people,
    href: '/acp/people',
    matches: (p) => isUnder(p, '/acp/people'),
    visible: (f) => f.menuAccess.supportRequests === true,
  },
  {
    // Cohort settings (admin-console §2.5): with any of its sections' menu keys.
    key: 'settings',
    label: m.cohortSettings,
    href: SETTINGS_PATH,
    matches: (p) => isUnder(p, '/acp/settings'),
    visible: (f) => settingsHref(f) !== null,
  },
  {
    key: 'admin',
    label: m.admin,
    href: ADMIN_SETTINGS_PATH,
    matches: (p) => isUnder(p, '/acp/admin/settings'),
    visible: (f) => f.hasAdminAccessToCohort,
  },
];

/** The entries the user's permissions allow, in the spec's order (Cohort Settings before Admin). */
export function adminNavEntries(facts: AdminNavFacts): AdminNavEntry[] {
  return ENTRIES.filter((entry) => entry.visible(facts)).map(({ visible: _visible, ...entry }) =>
    entry.key === 'settings' ? { ...entry, href: settingsHref(facts)! } : entry,
  );
}

/** The level-2 menu of a path: its page's sections the user may open, or null on pages without one. */
export function adminLevel2Menu(
  path: string,
  facts: AdminNavFacts,
): { label: string; items: Array<Level2Section & { href: string }> } | null {
  const page = LEVEL2_PAGES.find((candidate) => isUnder(path, candidate.base));
  if (!page) return null;
  const items = allowedSections(page, facts).map((section) => ({ ...section, href: `${page.base}${section.hash}` }));
  return items.length > 0 ? { label: page.label, items } : null;
}

/** The cohort picker is unavailable on the admin settings pages (admin-console §2.1). */
export function isCohortPickerUnavailable(path: string): boolean {
  return path.startsWith('/acp/admin/settings');
}
