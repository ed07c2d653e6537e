import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_STORAGE_KEY } from '@cedar/shared/telemetry';
import { learnerUser } from '../test-support/shell-fixtures';
import { UserMenu } from './UserMenu';

function setGpc(value: boolean | undefined) {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value, configurable: true });
}

async function openMenu(onSignOut: () => void = () => {}) {
  render(<UserMenu user={learnerUser} onMyProfile={() => {}} onSignOut={onSignOut} />);
  await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
}

describe('UserMenu Sign Out', () => {
  it('signs out once and closes the menu, by pointer and by keyboard', async () => {
    const onSignOut = jest.fn();
    await openMenu(onSignOut);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    screen.getByRole('menuitem', { name: 'Sign Out' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('UserMenu usage analytics', () => {
  beforeEach(() => {
    localStorage.clear();
    setGpc(undefined);
  });

  it('is on by default, and turning it off is kept in this browser', async () => {
    await openMenu();
    const item = screen.getByRole('menuitemcheckbox', { name: 'Usage analytics' });
    expect(item).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(item);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Usage analytics' })).toHaveAttribute('aria-checked', 'false');
  });

  it('is off and locked while the browser sends Global Privacy Control', async () => {
    setGpc(true);
    await openMenu();
    const item = screen.getByRole('menuitemcheckbox', { name: /your browser asks for privacy/ });
    expect(item).toHaveAttribute('aria-checked', 'false');
    expect(item).toHaveAttribute('aria-disabled', 'true');
  });
});
