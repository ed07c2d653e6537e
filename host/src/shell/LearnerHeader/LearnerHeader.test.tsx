import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SMALL_SCREEN_QUERY } from '@cedar/shared/ui';
import { coachUser, learnerUser } from '../test-support/shell-fixtures';
import { mockMediaQueries } from '../test-support/media-query';
import { LearnerHeader, type LearnerHeaderProps } from './LearnerHeader';

function renderHeader(props: Partial<LearnerHeaderProps> = {}) {
  const handlers = { onNavigate: jest.fn(), onSwitchToAcp: jest.fn(), onSignOut: jest.fn() };
  render(<LearnerHeader user={learnerUser} currentPath="/" isCoach={false} {...handlers} {...props} />);
  return handlers;
}

// Menus and drawers render in portals whose focus trap may mark them aria-hidden on a busy machine.
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
  expect(drawer).toHaveAttribute('aria-label', 'Main navigation');
  return drawer;
}

describe('LearnerHeader', () => {
  it('shows the tabs Home, Watch and Connect in a navigation landmark, the current one marked', () => {
    renderHeader({ currentPath: '/watch' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Home', 'Watch', 'Connect']);
    expect(within(nav).getByRole('link', { name: 'Watch' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['/', 'Home'],
    ['/help', 'Home'],
    ['/media/abc-123', 'Watch'],
    ['/connect', 'Connect'],
  ])('marks the tab of %s', (path, tab) => {
    renderHeader({ currentPath: path });
    expect(screen.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
  });

  it('marks no tab on a profile page', () => {
    renderHeader({ currentPath: '/profile/ada.lovelace@cedar.test' });
    expect(screen.queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('navigates in the app on a tab click', async () => {
    const { onNavigate } = renderHeader();
    await userEvent.click(screen.getByRole('link', { name: 'Connect' }));
    expect(onNavigate).toHaveBeenCalledWith('/connect');
  });

  it('offers My Profile and Sign Out to a learner, without Switch to ACP', async () => {
    const { onNavigate, onSignOut } = renderHeader();
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.queryByRole('menuitem', { ...hidden, name: 'Switch to ACP' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { ...hidden, name: 'My Profile' }));
    expect(onNavigate).toHaveBeenCalledWith('/profile/ada.lovelace@cedar.test');
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(screen.getByRole('menuitem', { ...hidden, name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalled();
  });

  it('offers Switch to ACP to a coach', async () => {
    const { onSwitchToAcp } = renderHeader({ user: coachUser, isCoach: true });
    await userEvent.click(screen.getByRole('button', { name: /Account menu: Amazing Grace Hopper$/ }));
    await userEvent.click(screen.getByRole('menuitem', { ...hidden, name: 'Switch to ACP' }));
    expect(onSwitchToAcp).toHaveBeenCalled();
  });

  it('shows initials in the avatar when there is no image', () => {
    renderHeader();
    expect(screen.getByRole('button', { name: /Account menu/ })).toHaveTextContent('AL');
    // The name holds the initials it shows (label in name, WCAG 2.5.3).
    expect(screen.getByRole('button', { name: /^AL, Account menu/ })).toBeInTheDocument();
  });

  describe('on a small screen', () => {
    beforeEach(() => mockMediaQueries((query) => query === SMALL_SCREEN_QUERY));

    it('moves the tabs into a left drawer with the profile, the name and the e-mail', async () => {
      const { onNavigate } = renderHeader({ user: coachUser, isCoach: true, currentPath: '/connect' });
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const drawer = await findDrawer();
      expect(within(drawer).getByText('Amazing Grace Hopper')).toBeInTheDocument();
      expect(within(drawer).getByText('grace.hopper@cedar.test')).toBeInTheDocument();
      const links = within(drawer).getAllByRole('link', hidden);
      expect(links.map((l) => l.textContent)).toEqual(['Home', 'Watch', 'Connect', 'My Profile']);
      expect(within(drawer).getByRole('link', { ...hidden, name: 'Connect' })).toHaveAttribute('aria-current', 'page');
      expect(within(drawer).getByRole('button', { ...hidden, name: 'Switch to ACP' })).toBeInTheDocument();
      expect(within(drawer).getByRole('button', { ...hidden, name: 'Sign Out' })).toBeInTheDocument();
      await userEvent.click(within(drawer).getByRole('link', { ...hidden, name: 'Watch' }));
      expect(onNavigate).toHaveBeenCalledWith('/watch');
    });

    it('leaves Switch to ACP out of a learner drawer', async () => {
      renderHeader();
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const drawer = await findDrawer();
      expect(within(drawer).queryByRole('button', { ...hidden, name: 'Switch to ACP' })).not.toBeInTheDocument();
      expect(within(drawer).getByRole('button', { ...hidden, name: 'Sign Out' })).toBeInTheDocument();
    });
  });
});
