import { type DeclaredPage, REMOTES, declaredPages } from '@cedar/shared/contract';
import { RemoteSlot } from './RemoteSlot';
import { GUARDS, type GuardFacts, acpIndexGuard } from './guards';
import { ROUTES, buildRoutes } from './route-table';

const route = (path: string) => ROUTES.find((candidate) => candidate.path === path);

describe('the route table, built from the remotes’ declarations', () => {
  it('has every route of profiles-shell-and-access §2.1, each once', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual(
      [
        '/',
        '/help',
        '/profile/:useremail',
        '/profile/learner/editprofile',
        '/acp/staff/editprofile',
        '/connect',
        '/watch',
        '/media/:videoUUId',
        '/acp',
        '/acp/people/:roleId?',
        '/acp/listRequests/:requestId?',
        '/acp/videoLibrary',
        '/acp/announcementHistory',
        '/acp/settings/calendars',
        '/acp/settings/webtools',
        '/acp/settings/supportstaff',
        '/acp/settings',
        '/acp/admin/settings',
        // Beyond the spec: the remotes' health for Program Managers (ADR 0030).
        '/acp/remoteHealth',
      ].sort(),
    );
  });

  it('serves home by shell: the dashboard for learners, the overview for admins', () => {
    expect(route('/')?.serves).toEqual({
      learner: { remote: 'dashboard', exposed: 'HomePage' },
      admin: { remote: 'acp', exposed: 'OverviewPage' },
    });
    expect(route('/help')?.serves).toEqual(route('/')?.serves);
  });

  it('takes guards, default sections and redirects from the declarations', () => {
    expect(route('/acp/people/:roleId?')?.guard).toBe(GUARDS.people);
    expect(route('/acp/announcementHistory')?.guard).toBe(GUARDS.announcementHistory);
    expect(route('/acp')?.guard).toBe(acpIndexGuard);
    expect(route('/acp/settings')?.defaultHash).toBe('#associated-courses');
    expect(route('/acp/admin/settings')?.defaultHash).toBe('#cohort-management');
    expect(route('/acp/settings/webtools')?.redirectTo).toBe('/acp/settings/');
  });

  it('opens a page of sections only to a user with one of its sections (as its menu does)', () => {
    const facts = (menus: string[]) => ({
      role: 9,
      cohortAccess: true,
      permissions: {
        menuAccess: Object.fromEntries(menus.map((menu) => [menu, true])),
        functions: {},
      } as unknown as GuardFacts['permissions'],
    });
    const settings = route('/acp/settings')!.guard!;
    const admin = route('/acp/admin/settings')!.guard!;
    const unauthorized = { kind: 'redirect', to: '/unauthorized' };
    // A facilitator's menus: no settings section, no admin section.
    const facilitator = facts(['supportRequests', 'announcements', 'editProfile', 'profile']);
    expect(settings(facilitator)).toEqual(unauthorized);
    expect(admin(facilitator)).toEqual(unauthorized);
    // A limited admin has the calendars section and cohort management.
    const limited = facts(['announcements', 'adminSettings', 'adminSettingsManageCohorts', 'calendarSettings']);
    expect(settings(limited)).toEqual({ kind: 'render' });
    expect(admin(limited)).toEqual({ kind: 'render' });
  });

  it('refuses two remotes serving one page in one shell', () => {
    const twice: DeclaredPage = {
      remote: 'media',
      exposed: 'WatchPage',
      declaration: REMOTES.connect.pages.ConnectPage,
    };
    expect(() => buildRoutes([...declaredPages(), twice])).toThrow(
      'media/WatchPage and connect/ConnectPage both serve connect',
    );
  });

  it('names remote pages only as ExposedModules has them', () => {
    const slots = [
      <RemoteSlot key="ok" remote="media" exposed="WatchPage" />,
      // @ts-expect-error: media exposes no WatchPag
      <RemoteSlot key="typo" remote="media" exposed="WatchPag" />,
      // @ts-expect-error: the Study Session card is a widget, not a page
      <RemoteSlot key="widget" remote="connect" exposed="StudySessionCard" />,
    ];
    expect(slots).toHaveLength(3);
  });
});
