import { act, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { loadSessionUser } from '@cedar/shared/auth';
import userEvent from '@testing-library/user-event';
import { onCreateRequest, type Membership, type StartupUser } from '@cedar/shared/contract';
import { ROLE, STORAGE_KEYS } from '@cedar/shared/domain';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import AdminShell from './admin-shell';
import { appMessages } from './messages';

jest.setTimeout(30_000);

const EMAIL = 'staff@cedar.test';

const membership = (user_role_id: number, cohort_id: number) =>
  ({ id: cohort_id * 100 + user_role_id, user_email: EMAIL, user_role_id, cohort_id, active: true }) as Membership;

/**
 * Renders the connected admin shell and signs the user in as the portal does: the startup
 * lookup answers the memberships, and the session store resolves role, memberships and the
 * selected cohort from them. Nothing is handed to the shell directly.
 */
async function renderSignedIn(memberships: Membership[], route = '/') {
  const user = {
    email: EMAIL,
    first_name: 'Sam',
    last_name: 'Staff',
    first_login: false,
    mk_user_courses: memberships,
  };
  renderWithPortal(
    <AdminShell>
      <h1>page</h1>
    </AdminShell>,
    {
      route,
      session: { email: EMAIL, tokenRoles: [] },
      handlers: [
        apiHandler('get', '/v1/users/startup', () =>
          HttpResponse.json({ message: { users: [user as unknown as StartupUser] } }),
        ),
      ],
    },
  );
  await act(() => loadSessionUser());
}

const nav = () => screen.getByRole('navigation', { name: 'Admin navigation' });
const navLabels = () =>
  within(nav())
    .getAllByRole('link')
    .map((l) => l.textContent);

beforeEach(() => localStorage.clear());

describe('AdminShell (connected)', () => {
  it('gives a limited admin the Admin tab from the role 11 membership alone', async () => {
    await renderSignedIn([membership(ROLE.limitedAdmin, 7), membership(ROLE.limitedAdmin, 8)]);
    expect(navLabels()).toEqual(['Overview', 'Announcements', 'Video Library', 'Cohort Settings', 'Admin']);
    expect(within(nav()).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/acp/admin/settings/');
    expect(within(nav()).getByRole('link', { name: 'Cohort Settings' })).toHaveAttribute(
      'href',
      '/acp/settings/#calendar-settings',
    );
  });

  it("fills a limited admin's level-2 menu on the admin page with cohort management only", async () => {
    await renderSignedIn([membership(ROLE.limitedAdmin, 7)], '/acp/admin/settings/#cohort-management');
    const menu = screen.getByRole('navigation', { name: 'Cohort management sections' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Cohort Management']);
    expect(links[0]).toHaveAttribute('aria-current', 'location');
  });

  it("fills a program manager's level-2 menu on the settings page with every section", async () => {
    await renderSignedIn([membership(ROLE.programManager, 7)], '/acp/settings/#associated-courses');
    const menu = screen.getByRole('navigation', { name: 'Cohort settings sections' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([
      '/acp/settings/#associated-courses',
      '/acp/settings/#calendar-settings',
      '/acp/settings/#supportstaff-settings',
      '/acp/settings/#webtools-settings',
    ]);
    expect(navLabels()).toContain('Admin');
  });

  it('gives no Admin tab where the selected cohort holds no admin role', async () => {
    // The default cohort is the first admin membership (8); choosing 7, where the user is an SME, drops Admin.
    localStorage.setItem(STORAGE_KEYS.acpSelectedCohortId, '7');
    await renderSignedIn([membership(ROLE.subjectMatterExpert, 7), membership(ROLE.limitedAdmin, 8)]);
    expect(navLabels()).toEqual([
      'Overview',
      'Support Requests',
      'Announcements',
      'Video Library',
      'People',
      'Cohort Settings',
    ]);
  });

  it('asks the page on screen for its create form through the shared create event', async () => {
    const announcement = jest.fn();
    const cohort = jest.fn();
    const stops = [onCreateRequest('announcement', announcement), onCreateRequest('cohort', cohort)];
    await renderSignedIn([membership(ROLE.programManager, 7)], '/acp/announcementHistory');
    await userEvent.click(screen.getByRole('button', { name: appMessages.createAnnouncement }));
    expect(announcement).toHaveBeenCalledTimes(1);
    expect(cohort).not.toHaveBeenCalled();
    stops.forEach((stop) => stop());
  });
});
