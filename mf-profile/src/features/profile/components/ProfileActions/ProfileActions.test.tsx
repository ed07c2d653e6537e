import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithPortal } from '@cedar/shared/testing';
import { profilePageMessages as t } from '../../../../messages';
import { ProfileActions } from './ProfileActions';

describe('ProfileActions', () => {
  it('offers Edit Profile on the own profile and routes there', async () => {
    renderWithPortal(
      <Routes>
        <Route
          path="/profile/:email"
          element={<ProfileActions isOwnProfile editPath="/acp/staff/editprofile" email="a@cedar.test" slackId="U1" />}
        />
        <Route path="/acp/staff/editprofile" element={<p>staff edit page</p>} />
      </Routes>,
      { route: '/profile/a@cedar.test' },
    );
    expect(screen.queryByRole('link', { name: /Slack/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t.sendEmail })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: t.editProfile }));
    expect(screen.getByText('staff edit page')).toBeInTheDocument();
  });

  it("offers Slack and e-mail on another person's profile", () => {
    renderWithPortal(<ProfileActions isOwnProfile={false} editPath="/x" email="sam@cedar.test" slackId="U0SAM" />);
    const slack = screen.getByRole('link', { name: `${t.messageOnSlack} ${t.opensInNewTab}` });
    expect(slack).toHaveAttribute('href', 'https://slack.com/app_redirect?channel=U0SAM');
    expect(slack).toHaveAttribute('target', '_blank');
    expect(slack).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: t.sendEmail })).toHaveAttribute('href', 'mailto:sam@cedar.test');
    expect(screen.queryByRole('link', { name: t.editProfile })).not.toBeInTheDocument();
  });

  it('leaves Slack out without a Slack id', () => {
    renderWithPortal(<ProfileActions isOwnProfile={false} editPath="/x" email="sam@cedar.test" slackId={null} />);
    expect(screen.queryByRole('link', { name: /Slack/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.sendEmail })).toBeInTheDocument();
  });
});
