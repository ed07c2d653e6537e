import { render, screen } from '@testing-library/react';
import { learnerUser } from '../test-support/shell-fixtures';
import { LearnerShellView } from './LearnerShellView';

describe('LearnerShellView', () => {
  it('frames the page with the header, the page in the main landmark', () => {
    render(
      <LearnerShellView
        user={learnerUser}
        currentPath="/"
        isCoach={false}
        onNavigate={() => {}}
        onSwitchToAcp={() => {}}
        onSignOut={() => {}}
      >
        <h1>Dashboard</h1>
      </LearnerShellView>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Dashboard' }));
  });
});
