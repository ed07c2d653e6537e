import {
  type PageName,
  type SectionAnchor,
  type SectionDeclaration,
  type StaticPageName,
  declaredPages,
  pagePath,
} from '@cedar/shared/contract';
import type { MenuKey } from '@cedar/shared/domain';
import { shellMessages as m } from '../messages';
import { isUnder } from '../nav-paths';

/** One entry of the admin console's left navigation (admin-console §2.1). */
export interface AdminNavEntry {
  key:
    | 'overview'
    | 'supportRequests'
    | 'announcements'
    | 'videoLibrary'
    | 'people'
    | 'settings'
    | 'admin'
    | 'remoteHealth';
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
  /** Role 9 in any active cohort: Remote health is theirs alone. */
  isProgramManager?: boolean;
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
  page: PageName;
  base: string;
  label: string;
  sections: Level2Section[];
}

export const SETTINGS_PATH = pagePath('cohortSettings');
export const ADMIN_SETTINGS_PATH = pagePath('adminSettings');

/** The level-2 menu's texts: its label per page, and each section's (the anchors are the remote's). */
const LEVEL2_LABELS: Partial<Record<PageName, string>> = {
  cohortSettings: m.settingsSections,
  adminSettings: m.adminSections,
};
const SECTION_LABELS: Record<SectionAnchor, string> = {
  '#associated-courses': m.associatedCourses,
  '#calendar-settings': m.calendars,
  '#supportstaff-settings': m.supportTeam,
  '#webtools-settings': m.onlineTools,
  '#cohort-management': m.cohortManagement,
  '#cohort-member-management': m.cohortMemberManagement,
};

function level2Section({ anchor, menu }: SectionDeclaration): Level2Section {
  const label = SECTION_LABELS[anchor as SectionAnchor];
  if (!label) throw new Error(`The level-2 menu has no label for ${anchor}`);
  return { hash: anchor, label, menu };
}

/** The pages with sections the remotes declare (cohort settings and admin settings, in the acp remote). */
const LEVEL2_PAGES: Level2Page[] = declaredPages().flatMap(({ declaration }) => {
  const page = declaration.routes[0] as StaticPageName | undefined;
  if (!page || !declaration.sections) return [];
  const label = LEVEL2_LABELS[page];
  if (!label) throw new Error(`The level-2 menu has no label for ${page}`);
  return [{ page, base: pagePath(page), label, sections: declaration.sections.map(level2Section) }];
});

/** The sections of a page, as its level-2 menu lists them. */
export const sectionsOf = (page: PageName): Level2Section[] =>
  LEVEL2_PAGES.find((candidate) => candidate.page === page)?.sections ?? [];

/** Beyond the sections' menu keys, may the user have the page's menu at all? Admin settings needs admin access. */
function level2Allowed(page: Level2Page, facts: AdminNavFacts): boolean {
  return page.page === 'adminSettings' ? facts.hasAdminAccessToCohort : true;
}

function allowedSections(page: Level2Page, facts: AdminNavFacts): Level2Section[] {
  if (!level2Allowed(page, facts)) return [];
  return page.sections.filter((section) => facts.menuAccess[section.menu] === true);
}

/** The settings page's link: its first section the user may open (a limited admin has no Associated Courses). */
function settingsHref(facts: AdminNavFacts): string | null {
  const settings = LEVEL2_PAGES.find((page) => page.page === 'cohortSettings');
  const first = settings ? allowedSections(settings, facts)[0] : undefined;
  return first ? pagePath('cohortSettings', {}, { hash: first.hash }) : null;
}

const ENTRIES: Array<AdminNavEntry & { visible(facts: AdminNavFacts): boolean }> = [
  {
    key: 'overview',
    label: m.overview,
    href: pagePath('home'),
    matches: (p) => p === pagePath('home'),
    visible: () => true,
  },
  {
    key: 'supportRequests',
    label: m.supportRequests,
    href: pagePath('supportRequests'),
    matches: (p) => isUnder(p, pagePath('supportRequests')),
    visible: (f) => f.menuAccess.supportRequests === true,
  },
  {
    key: 'announcements',
    label: m.announcements,
    href: pagePath('announcementHistory'),
    matches: (p) => isUnder(p, pagePath('announcementHistory')),
    visible: (f) => f.menuAccess.announcements === true,
  },
  {
    key: 'videoLibrary',
    label: m.videoLibrary,
    href: pagePath('videoLibrary'),
    matches: (p) => isUnder(p, pagePath('videoLibrary')),
    visible: () => true,
  },
  {
    // The people route is guarded by the support-request permission (§2.2).
    key: 'people',
    label: m.people,
    href: pagePath('acpPeople'),
    matches: (p) => isUnder(p, pagePath('acpPeople')),
    visible: (f) => f.menuAccess.supportRequests === true,
  },
  {
    // Cohort settings (admin-console §2.5): with any of its sections' menu keys.
    key: 'settings',
    label: m.cohortSettings,
    href: SETTINGS_PATH,
    matches: (p) => isUnder(p, pagePath('cohortSettings')),
    visible: (f) => settingsHref(f) !== null,
  },
  {
    key: 'admin',
    label: m.admin,
    href: ADMIN_SETTINGS_PATH,
    matches: (p) => isUnder(p, pagePath('adminSettings')),
    visible: (f) => f.hasAdminAccessToCohort,
  },
  {
    key: 'remoteHealth',
    label: m.remoteHealth,
    href: pagePath('remoteHealth'),
    matches: (p) => isUnder(p, pagePath('remoteHealth')),
    visible: (f) => f.isProgramManager === true,
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
  const items = allowedSections(page, facts).map((section) => ({
    ...section,
    href: pagePath(page.page as StaticPageName, {}, { hash: section.hash }),
  }));
  return items.length > 0 ? { label: page.label, items } : null;
}

/** The cohort picker is unavailable on the admin settings pages (admin-console §2.1). */
export function isCohortPickerUnavailable(path: string): boolean {
  return isUnder(path, ADMIN_SETTINGS_PATH);
}
