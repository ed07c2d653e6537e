import type { MenuKey } from '@cedar/shared/domain';
import { shellMessages as m } from '../messages';
import { isUnder } from '../nav-paths';

/** One entry of the admin console's left navigation (admin-console §2.1). */
export interface AdminNavEntry {
  key: 'overview' | 'supportRequests' | 'announcements' | 'videoLibrary' | 'people' | 'admin';
  label: string;
  href: string;
  /** Is this the entry of `path`? */
  matches(path: string): boolean;
}

/** What decides the entries a user sees. */
export interface AdminNavFacts {
  menuAccess: Partial<Record<MenuKey, boolean>>;
  hasAdminAccessToCohort: boolean;
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
    key: 'admin',
    label: m.admin,
    href: '/acp/admin/settings/',
    matches: (p) => isUnder(p, '/acp/admin/settings'),
    visible: (f) => f.hasAdminAccessToCohort,
  },
];

/** The entries the user's permissions allow, in the spec's order. */
export function adminNavEntries(facts: AdminNavFacts): AdminNavEntry[] {
  return ENTRIES.filter((entry) => entry.visible(facts)).map(({ visible: _visible, ...entry }) => entry);
}

/** The cohort picker is unavailable on the admin settings pages (admin-console §2.1). */
export function isCohortPickerUnavailable(path: string): boolean {
  return path.startsWith('/acp/admin/settings');
}
