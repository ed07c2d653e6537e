import { type ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { Guarded } from './Guarded';
import { HashDefault } from './HashDefault';
import { remoteRoute } from './RemoteSlot';
import {
  type GuardDecision,
  type GuardFacts,
  acpIndexGuard,
  announcementHistoryGuard,
  peopleGuard,
  supportRequestsGuard,
  videoLibraryGuard,
} from './guards';

/** Which shell frames the routes. */
export type ShellKind = 'admin' | 'learner';

/** One row of the route table (profiles-shell-and-access §2.1, admin-console §2.2). */
export interface PortalRoute {
  path: string;
  /** The remote and exposed module that serve it; 'home' depends on the shell. */
  page?: { remote: string; exposed: string } | 'home';
  guard?: (facts: GuardFacts) => GuardDecision;
  /** Replace the route by this path. */
  redirectTo?: string;
  /** With no hash, replace by this section. */
  defaultHash?: string;
}

/** Home of each shell: the learner dashboard, or the admin overview. */
export const HOME_PAGES: Record<ShellKind, { remote: string; exposed: string }> = {
  learner: { remote: 'dashboard', exposed: './HomePage' },
  admin: { remote: 'acp', exposed: './OverviewPage' },
};

/** Remotes each shell uses: the ones prefetched when the browser is idle. */
export const SHELL_REMOTES: Record<ShellKind, string[]> = {
  learner: ['dashboard', 'media', 'connect', 'profile'],
  admin: ['acp', 'media', 'profile', 'connect'],
};

const page = (remote: string, exposed: string) => ({ remote, exposed });

/**
 * The route table. Every path matches exactly (a trailing slash aside): §2.1 sends any other
 * path, an unknown sub-path of a real page included, to /.
 */
export const ROUTES: PortalRoute[] = [
  { path: '/', page: 'home' },
  { path: '/help', page: 'home' },
  { path: '/profile/learner/editprofile', page: page('profile', './LearnerEditProfilePage') },
  { path: '/profile/:useremail', page: page('profile', './ProfilePage') },
  { path: '/acp/staff/editprofile', page: page('profile', './StaffEditProfilePage') },
  { path: '/connect', page: page('connect', './ConnectPage') },
  { path: '/watch', page: page('media', './WatchPage') },
  { path: '/media/:videoUUId', page: page('media', './VideoPage') },
  { path: '/acp', guard: acpIndexGuard },
  { path: '/acp/people/:roleId?', page: page('acp', './PeoplePage'), guard: peopleGuard },
  { path: '/acp/listRequests/:requestId?', page: page('acp', './SupportRequestsPage'), guard: supportRequestsGuard },
  { path: '/acp/videoLibrary', page: page('acp', './VideoLibraryPage'), guard: videoLibraryGuard },
  {
    path: '/acp/announcementHistory',
    page: page('acp', './AnnouncementHistoryPage'),
    guard: announcementHistoryGuard,
  },
  { path: '/acp/settings/calendars', redirectTo: '/acp/settings' },
  { path: '/acp/settings/webtools', redirectTo: '/acp/settings' },
  { path: '/acp/settings/supportstaff', redirectTo: '/acp/settings' },
  { path: '/acp/settings', page: page('acp', './CohortSettingsPage'), defaultHash: '#associated-courses' },
  { path: '/acp/admin/settings', page: page('acp', './AdminSettingsPage'), defaultHash: '#cohort-management' },
];

/** The element of one route in a shell (unauthorized and the catch-all are added by PortalRoutes). */
export function routeElement(route: PortalRoute, shell: ShellKind): ReactElement {
  if (route.redirectTo) return <Navigate to={route.redirectTo} replace />;
  const target = route.page === 'home' ? HOME_PAGES[shell] : route.page;
  let element: ReactElement = target ? remoteRoute(target.remote, target.exposed) : <></>;
  if (route.defaultHash) element = <HashDefault hash={route.defaultHash}>{element}</HashDefault>;
  if (route.guard) element = <Guarded guard={route.guard}>{element}</Guarded>;
  return element;
}
