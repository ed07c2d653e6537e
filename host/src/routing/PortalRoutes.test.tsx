import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { Membership } from '@cedar/shared/contract';
import { ROLE } from '@cedar/shared/domain';
import { renderWithPortal } from '@cedar/shared/testing';
import { resetRemoteComponents, resetRemoteRegistry } from '@cedar/shared/federation';
import { PortalRoutes } from './PortalRoutes';
import type { ShellKind } from './route-table';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));

// Each remote module renders its own request id, so a test reads which page the route chose.
jest.mocked(loadRemote).mockImplementation(async (id: string) => ({ default: () => <h1>{id}</h1> }));

const registry = http.get('http://localhost/remotes.json', () =>
  HttpResponse.json({ dashboard: '/d', media: '/m', connect: '/c', profile: '/p', acp: '/a' }),
);

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.hash}`}</output>;
}

const membership = (user_role_id: number): Membership =>
  ({ id: 1, user_email: 'me@cedar.test', user_role_id, cohort_id: 7, active: true }) as Membership;

const sessions = {
  learner: { role: ROLE.learner, hasAdminAccess: false, memberships: [membership(ROLE.learner)], selectedCohortId: 7 },
  admin: {
    role: ROLE.programManager,
    hasAdminAccess: true,
    memberships: [membership(ROLE.programManager)],
    selectedCohortId: 7,
  },
  limited: {
    role: ROLE.limitedAdmin,
    hasAdminAccess: true,
    memberships: [membership(ROLE.limitedAdmin)],
    selectedCohortId: 7,
  },
};

function renderAt(
  route: string,
  who: keyof typeof sessions,
  shell: ShellKind = who === 'learner' ? 'learner' : 'admin',
) {
  renderWithPortal(
    <>
      <PortalRoutes shell={shell} />
      <Where />
    </>,
    { route, session: sessions[who], handlers: [registry] },
  );
}

const location = () => screen.getByRole('status', { name: 'location' });

beforeEach(() => {
  resetRemoteComponents();
  resetRemoteRegistry();
});

describe('route table (profiles-shell-and-access §2.1)', () => {
  it.each<[string, keyof typeof sessions, string]>([
    ['/', 'learner', 'dashboard/HomePage'],
    ['/help', 'learner', 'dashboard/HomePage'],
    ['/', 'admin', 'acp/OverviewPage'],
    ['/profile/someone@cedar.test', 'learner', 'profile/ProfilePage'],
    ['/profile/learner/editprofile', 'learner', 'profile/LearnerEditProfilePage'],
    ['/acp/staff/editprofile', 'admin', 'profile/StaffEditProfilePage'],
    ['/connect', 'learner', 'connect/ConnectPage'],
    ['/watch', 'learner', 'media/WatchPage'],
    ['/media/3f2a', 'learner', 'media/VideoPage'],
    ['/acp/people', 'admin', 'acp/PeoplePage'],
    ['/acp/people/4', 'admin', 'acp/PeoplePage'],
    ['/acp/listRequests/', 'admin', 'acp/SupportRequestsPage'],
    ['/acp/listRequests/1234', 'admin', 'acp/SupportRequestsPage'],
    ['/acp/videoLibrary', 'admin', 'acp/VideoLibraryPage'],
    ['/acp/announcementHistory', 'admin', 'acp/AnnouncementHistoryPage'],
    ['/acp/settings/#calendar-settings', 'admin', 'acp/CohortSettingsPage'],
    ['/acp/admin/settings/#cohort-member-management', 'admin', 'acp/AdminSettingsPage'],
  ])('%s (%s) shows %s', async (route, who, page) => {
    renderAt(route, who);
    expect(await screen.findByRole('heading', { name: page })).toBeInTheDocument();
  });

  it.each<[string, keyof typeof sessions, string]>([
    ['/acp', 'admin', '/acp/listRequests/'],
    ['/acp', 'limited', '/acp/announcementHistory/'],
    ['/acp', 'learner', '/unauthorized'],
    ['/acp/people', 'learner', '/unauthorized'],
    ['/acp/listRequests/', 'limited', '/acp/announcementHistory/'],
    ['/acp/videoLibrary', 'learner', '/'],
    ['/acp/settings', 'admin', '/acp/settings/#associated-courses'],
    ['/acp/settings/calendars', 'admin', '/acp/settings/#associated-courses'],
    ['/acp/settings/webtools', 'admin', '/acp/settings/#associated-courses'],
    ['/acp/settings/supportstaff', 'admin', '/acp/settings/#associated-courses'],
    ['/acp/admin/settings', 'admin', '/acp/admin/settings/#cohort-management'],
    ['/media/3f2a/extra', 'learner', '/'],
    ['/watch/extra', 'learner', '/'],
    ['/connect/extra', 'learner', '/'],
    ['/help/extra', 'learner', '/'],
    ['/acp/announcementHistory/extra', 'admin', '/'],
    ['/acp/listRequests/1234/extra', 'admin', '/'],
    ['/acp/videoLibrary/extra', 'admin', '/'],
    ['/no/such/page', 'learner', '/'],
  ])('%s (%s) goes to %s', async (route, who, target) => {
    renderAt(route, who);
    expect(await screen.findByText(target, { selector: 'output' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(target);
  });

  it('opens /unauthorized to everyone', async () => {
    renderAt('/unauthorized', 'learner');
    expect(location()).toHaveTextContent('/unauthorized');
  });
});
