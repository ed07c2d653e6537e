import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthErrorScreen, AuthLoader } from './AuthScreens';

describe('AuthLoader', () => {
  it('shows a busy spinner while signing in', () => {
    render(<AuthLoader />);
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Signing you in...')).toBeInTheDocument();
  });
});

describe('AuthErrorScreen', () => {
  it('shows the login-failure texts and signs in again', async () => {
    const onRetry = jest.fn();
    render(<AuthErrorScreen onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Sorry about that!' })).toBeInTheDocument();
    expect(screen.getByText('We are unable to log you in at this time.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('offers Sign Out when given, and disables Try Again while retrying', () => {
    render(<AuthErrorScreen onRetry={() => {}} onSignOut={() => {}} retrying />);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  });
});
