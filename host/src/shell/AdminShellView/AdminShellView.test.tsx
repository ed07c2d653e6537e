import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@fluentui/react-components';
import { permissionsForRoleId } from '@cedar/shared/domain';
import { SMALL_SCREEN_QUERY } from '@cedar/shared/ui';
import { adminCohorts } from '../test-support/admin-fixtures';
import { mockMediaQueries } from '../test-support/media-query';
import { coachUser, learnerUser } from '../test-support/shell-fixtures';
import { AdminShellView, type AdminShellViewProps } from './AdminShellView';

const hidden = { hidden: true } as const;
// Drawers and popovers animate in; a busy machine needs more than the default second.
const SLOW = { timeout: 5000 };
jest.setTimeout(30_000);

/**
 * The open drawer. Found by role and label attribute: when the focus trap's aria-hidden
 * catches the drawer itself (a busy machine), its accessible name computes as empty.
 */
async function findDrawer() {
  const drawer = await screen.findByRole('dialog', hidden, SLOW);
  expect(drawer).toHaveAttribute('aria-label', 'Admin navigation');
  return drawer;
}

function renderShell(props: Partial<AdminShellViewProps> = {}) {
  const handlers = {
    onNavigate: jest.fn(),
    onSwitchToLearner: jest.fn(),
    onSignOut: jest.fn(),
    onSelectCohort: jest.fn(),
  };
  render(
    <AdminShellView
      user={learnerUser}
      currentPath="/"
      isCoach={false}
      menuAccess={permissionsForRoleId(9).menuAccess}
      hasAdminAccessToCohort
      cohorts={adminCohorts}
      selectedCohortId={101}
      {...handlers}
      {...props}
    >
      {props.children ?? <h1>Overview page</h1>}
    </AdminShellView>,
  );
  return handlers;
}

const navLabels = () =>
  within(screen.getByRole('navigation', { name: 'Admin navigation' }))
    .getAllByRole('link')
    .map((l) => l.textContent);

describe('AdminShellView', () => {
  it('shows a program manager every entry, with Admin', () => {
    renderShell();
    expect(navLabels()).toEqual([
      'Overview',
      'Support Requests',
      'Announcements',
      'Video Library',
      'People',
      'Cohort Settings',
      'Admin',
    ]);
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows only what the permissions allow: a coach without admin access', () => {
    renderShell({ menuAccess: permissionsForRoleId(5).menuAccess, hasAdminAccessToCohort: false });
    expect(navLabels()).toEqual(['Overview', 'Support Requests', 'Announcements', 'Video Library', 'People']);
  });

  it('shows a limited admin neither support requests nor people', () => {
    renderShell({ menuAccess: permissionsForRoleId(11).menuAccess });
    expect(navLabels()).toEqual(['Overview', 'Announcements', 'Video Library', 'Cohort Settings', 'Admin']);
  });

  it('highlights People for any path under it and links the spec paths', async () => {
    const { onNavigate } = renderShell({ currentPath: '/acp/people/4' });
    expect(screen.getByRole('link', { name: 'People' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Support Requests' })).toHaveAttribute('href', '/acp/listRequests/');
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/acp/admin/settings/');
    await userEvent.click(screen.getByRole('link', { name: 'Announcements' }));
    expect(onNavigate).toHaveBeenCalledWith('/acp/announcementHistory/');
  });

  it('shows the selected cohort in the drop-down elsewhere', () => {
    renderShell({ currentPath: '/acp/listRequests/' });
    expect(screen.getByRole('combobox', { name: 'Cohort' })).toHaveTextContent('SEB 2025 Spring');
  });

  it('disables the cohort drop-down on the admin settings path', () => {
    renderShell({ currentPath: '/acp/admin/settings/' });
    const picker = screen.getByRole('combobox', { name: 'Cohort' });
    expect(picker).toBeDisabled();
    expect(picker).toHaveTextContent('Unavailable');
  });

  it('renders the create button and the content pane, with no level-2 menu on the overview', () => {
    renderShell({ createButton: <Button>Create New Announcement</Button> });
    expect(screen.getByRole('button', { name: 'Create New Announcement' })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Overview page' }));
  });

  it('shows the settings sections as the level-2 menu, marking the current one', async () => {
    const { onNavigate } = renderShell({ currentPath: '/acp/settings/', currentHash: '#calendar-settings' });
    const menu = screen.getByRole('navigation', { name: 'Cohort settings sections' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Associated Courses', 'Calendars', 'Support Team', 'Online Tools']);
    expect(within(menu).getByRole('link', { name: 'Calendars' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: 'Cohort Settings' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(menu).getByRole('link', { name: 'Online Tools' }));
    expect(onNavigate).toHaveBeenCalledWith('/acp/settings/#webtools-settings');
  });

  it('shows a limited admin the settings sections and admin anchors their menus open', () => {
    renderShell({ menuAccess: permissionsForRoleId(11).menuAccess, currentPath: '/acp/admin/settings/' });
    const menu = screen.getByRole('navigation', { name: 'Cohort management sections' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/acp/admin/settings/#cohort-management']);
    expect(screen.getByRole('link', { name: 'Cohort Settings' })).toHaveAttribute(
      'href',
      '/acp/settings/#calendar-settings',
    );
  });

  it('offers Switch to Learner Dashboard to coaches only', async () => {
    const { onSwitchToLearner, onNavigate } = renderShell({ user: coachUser, isCoach: true });
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(screen.getByRole('menuitem', { ...hidden, name: 'Switch to Learner Dashboard' }));
    expect(onSwitchToLearner).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(screen.getByRole('menuitem', { ...hidden, name: 'My Profile' }));
    expect(onNavigate).toHaveBeenCalledWith('/profile/grace.hopper@cedar.test');
  });

  it('leaves the switch out for other staff', async () => {
    const { onSignOut } = renderShell();
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.queryByRole('menuitem', { ...hidden, name: 'Switch to Learner Dashboard' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { ...hidden, name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalled();
  });

  it('collapses the left navigation into a drawer on small screens', async () => {
    mockMediaQueries((query) => query === SMALL_SCREEN_QUERY);
    const { onNavigate } = renderShell({
      menuAccess: permissionsForRoleId(5).menuAccess,
      hasAdminAccessToCohort: false,
    });
    expect(screen.queryByRole('navigation', { name: 'Admin navigation' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await findDrawer();
    expect(
      within(drawer)
        .getAllByRole('link', hidden)
        .map((l) => l.textContent),
    ).toEqual(['Overview', 'Support Requests', 'Announcements', 'Video Library', 'People', 'My Profile']);
    await userEvent.click(within(drawer).getByRole('link', { ...hidden, name: 'People' }));
    expect(onNavigate).toHaveBeenCalledWith('/acp/people');
  });
});
