import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  GenericNoAccessScreen,
  LoginFailureScreen,
  NoAccessScreen,
  NoCourseScreen,
  UnauthorizedPage,
} from './AccessScreens';

describe('access screens', () => {
  it('NoAccessScreen: the spec texts and Sign Out', async () => {
    const onSignOut = jest.fn();
    render(<NoAccessScreen email="new.learner@cedar.test" onSignOut={onSignOut} />);
    expect(
      screen.getByRole('heading', { name: 'Hmm, new.learner@cedar.test does not have access to this page.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Are you newly enrolled with Cedar Academy?')).toBeInTheDocument();
    expect(screen.getByText('You will get access to MyCedar very soon!')).toBeInTheDocument();
    expect(
      screen.getByText('Please reach out to your Learner Success Advisor if you have any questions.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('LoginFailureScreen: the spec texts, Try Again only when offered', async () => {
    const { rerender } = render(<LoginFailureScreen />);
    expect(screen.getByRole('heading', { name: 'Sorry about that!' })).toBeInTheDocument();
    expect(screen.getByText('We are unable to log you in at this time.')).toBeInTheDocument();
    expect(
      screen.getByText('If you believe this is a mistake, please contact your administrator.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const onRetry = jest.fn();
    rerender(<LoginFailureScreen onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('GenericNoAccessScreen: the spec texts', () => {
    render(<GenericNoAccessScreen />);
    expect(screen.getByRole('heading', { name: "Hmm, you don't have access to this page." })).toBeInTheDocument();
    expect(screen.getByText('Please reach out to MyCedar R&D if you have any questions.')).toBeInTheDocument();
  });

  it('NoCourseScreen: the decided texts and Sign Out', async () => {
    const onSignOut = jest.fn();
    render(<NoCourseScreen email="late.joiner@cedar.test" onSignOut={onSignOut} />);
    expect(
      screen.getByRole('heading', { name: "Hmm, late.joiner@cedar.test isn't enrolled in any course yet." }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'If you were enrolled recently, your courses can take a little while to appear. Please reach out to your Learner Success Advisor if you have any questions.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalled();
  });

  it('UnauthorizedPage: sits in the content pane, offers Home when asked', async () => {
    const onGoHome = jest.fn();
    render(<UnauthorizedPage onGoHome={onGoHome} />);
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Hmm, you don't have access to this page." })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(onGoHome).toHaveBeenCalled();
  });
});
