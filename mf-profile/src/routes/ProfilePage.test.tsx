import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { Link } from 'react-router-dom';
import { apiHandler, renderWithPortal, TEST_API_BASE } from '@cedar/shared/testing';
import type { StartupUser, UserProfile } from '@cedar/shared/contract';
import {
  brokenImageProfile,
  learnerProfile,
  minimalProfile,
  ownStartupUser,
  staffProfile,
  staffStartupUser,
} from '../features/profile/fixtures';
import { seriousA11yViolations } from '../features/profile/test-utils';
import { profilePageMessages as t } from '../messages';
import ProfilePage from './ProfilePage';

const usersBy = (profiles: Record<string, UserProfile>) =>
  apiHandler('get', '/v1/users/by/:identifier', ({ params }) => {
    const profile = profiles[String(params.identifier)];
    return profile
      ? HttpResponse.json({ message: { users: [profile] } })
      : HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Not found' }, { status: 404 });
  });

const startup = (user: StartupUser) =>
  apiHandler('get', '/v1/users/startup', () => HttpResponse.json({ message: { users: [user] } }));

function renderProfile(route: string, viewer: StartupUser, handlers = [startup(viewer)], ui = <ProfilePage />) {
  return renderWithPortal(ui, {
    route,
    path: '/profile/:useremail',
    session: {
      email: viewer.email,
      user: viewer,
      hasAdminAccess: viewer.hasAdminAccess,
      memberships: viewer.mk_user_courses,
    },
    handlers,
  });
}

describe('ProfilePage', () => {
  it("shows the signed-in user's own profile from the session, with Edit Profile", async () => {
    renderProfile(`/profile/${ownStartupUser.email}`, ownStartupUser);
    expect(screen.getByRole('heading', { level: 1, name: /Ana \(AH-nah\) Lopez/ })).toBeInTheDocument();
    expect(screen.getByText('she/her')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.editProfile })).toHaveAttribute('href', '/profile/learner/editprofile');
    expect(screen.queryByRole('link', { name: new RegExp(t.sendEmail) })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: new RegExp(t.messageOnSlack) })).not.toBeInTheDocument();
    // The owner sees their own focus time, even as a learner (DECISIONS.md).
    expect(screen.getByRole('heading', { level: 2, name: t.focusTimeAndWorkSchedule })).toBeInTheDocument();
    expect(document.title).toBe('Academic Control Panel');
  });

  it('refreshes the own profile from the API', async () => {
    const refreshed = { ...ownStartupUser, user_dream_job: 'Site reliability engineer' };
    renderProfile(`/profile/${ownStartupUser.email}`, ownStartupUser, [startup(refreshed)]);
    expect(screen.getByText('Backend engineer at a climate start-up')).toBeInTheDocument();
    expect(await screen.findByText('Site reliability engineer')).toBeInTheDocument();
  });

  it('sends admins to the staff edit page', () => {
    renderProfile(`/profile/${staffStartupUser.email}`, staffStartupUser);
    expect(screen.getByRole('link', { name: t.editProfile })).toHaveAttribute('href', '/acp/staff/editprofile');
  });

  it("fetches another person's profile by the route's identifier", async () => {
    renderProfile(`/profile/${staffProfile.email}`, ownStartupUser, [usersBy({ [staffProfile.email]: staffProfile })]);
    expect(screen.getByRole('status', { name: t.loading })).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 1, name: /Sam \(SAM oh-KAH-for\) Okafor/ });
    expect(heading).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t.editProfile })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Message on Slack/ })).toHaveAttribute(
      'href',
      'https://slack.com/app_redirect?channel=U0SAM',
    );
    expect(screen.getByRole('link', { name: t.sendEmail })).toHaveAttribute('href', 'mailto:sam.okafor@cedar.test');
    // A learner viewer does not see another person's focus time.
    expect(screen.queryByRole('heading', { name: t.focusTimeAndWorkSchedule })).not.toBeInTheDocument();
    // Viewer in Chicago, Sam in New York.
    expect(screen.getByText('1 hour ahead of you')).toBeInTheDocument();
    expect(await seriousA11yViolations(document.body)).toEqual([]);
  });

  it('shows focus time to a staff viewer', async () => {
    renderProfile(`/profile/${learnerProfile.email}`, staffStartupUser, [
      usersBy({ [learnerProfile.email]: learnerProfile }),
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: t.focusTimeAndWorkSchedule })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: t.workSchedule })).toHaveTextContent('Part Time');
  });

  it('hides the location the owner does not show', async () => {
    const hidden = { ...learnerProfile, user_show_location: false };
    renderProfile(`/profile/${learnerProfile.email}`, staffStartupUser, [usersBy({ [learnerProfile.email]: hidden })]);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/I live in/)).not.toBeInTheDocument();
    expect(screen.getByText('Central Standard Time')).toBeInTheDocument();
  });

  it('hides empty sections of a minimal profile', async () => {
    renderProfile(`/profile/${minimalProfile.email}`, staffStartupUser, [
      usersBy({ [minimalProfile.email]: minimalProfile }),
    ]);
    await screen.findByRole('heading', { level: 1, name: /Lee/ });
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    expect(screen.queryByRole('link', { name: /Message on Slack/ })).not.toBeInTheDocument();
  });

  it('shows the error view when the person is unknown', async () => {
    renderProfile('/profile/nobody@cedar.test', ownStartupUser, [usersBy({})]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error while fetching user (nobody@cedar.test) information.')).toBeInTheDocument();
    expect(within(alert).getByText('Please check the email or contact the MyCedar R&D team')).toBeInTheDocument();
  });

  it('shows the error view when the API fails', async () => {
    const failing = http.get(`${TEST_API_BASE}/v1/users/by/:identifier`, () => HttpResponse.error());
    renderProfile('/profile/sam.okafor@cedar.test', ownStartupUser, [failing]);
    expect(await screen.findByText(t.loadError('sam.okafor@cedar.test'))).toBeInTheDocument();
  });

  it('keeps the skeleton while the profile loads', async () => {
    const slow = apiHandler('get', '/v1/users/by/:identifier', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    renderProfile('/profile/sam.okafor@cedar.test', ownStartupUser, [slow]);
    expect(screen.getByRole('status', { name: t.loading })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('refetches when the identifier in the route changes', async () => {
    const profiles = { [staffProfile.email]: staffProfile, [brokenImageProfile.email]: brokenImageProfile };
    const ui = (
      <>
        <ProfilePage />
        <Link to={`/profile/${brokenImageProfile.email}`}>next person</Link>
      </>
    );
    renderProfile(`/profile/${staffProfile.email}`, ownStartupUser, [usersBy(profiles)], ui);
    await screen.findByRole('heading', { level: 1, name: /Sam/ });
    await userEvent.click(screen.getByRole('link', { name: 'next person' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Kim/ })).toBeInTheDocument();
    expect(screen.queryByText(/Sam/)).not.toBeInTheDocument();
  });

  it('restores the previous page title when left', () => {
    document.title = 'Before';
    const { unmount } = renderProfile(`/profile/${ownStartupUser.email}`, ownStartupUser);
    expect(document.title).toBe(t.pageTitle);
    act(() => unmount());
    expect(document.title).toBe('Before');
  });
});
