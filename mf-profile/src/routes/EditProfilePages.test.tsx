import { findDialog } from '@cedar/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { sessionStore } from '@cedar/shared/auth';
import type { ProfileUpdate, StartupUser } from '@cedar/shared/contract';
import { apiHandler, renderWithPortal } from '@cedar/shared/testing';
import { editProfileMessages as t } from '../features/edit-profile/messages';
import { profileToEdit as ownStartupUser } from '../features/edit-profile/fixtures';
import { seriousA11yViolations } from '../features/profile/test-utils';
import { fieldMessages } from '../profile-fields/messages';
import LearnerEditProfilePage from './LearnerEditProfilePage';
import StaffEditProfilePage from './StaffEditProfilePage';

// The whole edit form renders per test; a busy two-core machine needs the room.
jest.setTimeout(60_000);

const startup = (user: StartupUser) =>
  apiHandler('get', '/v1/users/startup', () => HttpResponse.json({ message: { users: [user] } }));

function renderEdit(options: { put?: (body: ProfileUpdate) => Response | Promise<Response>; page?: 'staff' } = {}) {
  const bodies: ProfileUpdate[] = [];
  const put = apiHandler('put', '/user/:email', async ({ request }) => {
    const body = (await request.json()) as ProfileUpdate;
    bodies.push(body);
    if (options.put) return options.put(body);
    return HttpResponse.json({ message: { users: [{ ...ownStartupUser, ...body }] } });
  });
  const Page = options.page === 'staff' ? StaffEditProfilePage : LearnerEditProfilePage;
  const path = options.page === 'staff' ? '/acp/staff/editprofile' : '/profile/learner/editprofile';
  const view = renderWithPortal(<Page />, {
    route: path,
    session: { email: ownStartupUser.email, user: ownStartupUser, memberships: ownStartupUser.mk_user_courses },
    handlers: [startup(ownStartupUser), put],
  });
  return { ...view, bodies };
}

const saveButton = () => screen.getByRole('button', { name: t.saveChanges });

describe('profile edit pages', () => {
  it('shows the six sections filled from the stored profile, View Profile and Save Changes', async () => {
    renderEdit();
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    for (const title of [t.identity, t.location, t.aboutMe, t.experience, t.focusTimeAndWorkSchedule, t.connect])
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: t.preferredName })).toHaveValue('Ana');
    expect(screen.getByRole('textbox', { name: t.pronouns })).toHaveValue('she/her');
    expect(screen.getByText('Time zone: Central Standard Time (America/Chicago)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.viewProfile })).toBeInTheDocument();
    // The owner's avatar edit button opens 'Upload a new avatar' (features/avatar).
    expect(screen.getByRole('button', { name: t.editAvatar })).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
    expect(document.title).toBe(t.title);
  });

  it('saves only the changed fields, hidden pronouns as null, and shows the change in the session', async () => {
    const user = userEvent.setup();
    const { bodies } = renderEdit();
    const preferred = await screen.findByRole('textbox', { name: t.preferredName });
    await user.clear(preferred);
    await user.type(preferred, 'Annie');
    await user.click(screen.getByRole('checkbox', { name: t.hidePronouns }));
    await user.click(screen.getByRole('checkbox', { name: fieldMessages.doNotPrefer }));
    await user.click(saveButton());
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    const { user_profile_updated_date, ...changes } = bodies[0]!;
    expect(changes).toEqual({
      preferred_name: 'Annie',
      user_preferred_pronouns: null,
      user_programming_experience_level: 'Do not prefer',
    });
    expect(Number.isNaN(Date.parse(user_profile_updated_date ?? ''))).toBe(false);
    expect(sessionStore.getState().user?.preferred_name).toBe('Annie');
  });

  it('disables Save while a link is invalid and while submitting', async () => {
    const user = userEvent.setup();
    renderEdit({
      put: async (body) => {
        await delay(300);
        return HttpResponse.json({ message: { users: [{ ...ownStartupUser, ...body }] } });
      },
    });
    const [github] = await screen.findAllByRole('textbox', { name: fieldMessages.socialLink });
    // Pasting rather than typing: each keystroke re-renders the whole form, slow on a busy machine.
    await user.clear(github!);
    await user.click(github!);
    await user.paste('github.com/ana');
    expect(screen.getByText(fieldMessages.invalidLink)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.clear(github!);
    await user.click(github!);
    await user.paste('https://github.com/ana');
    expect(saveButton()).toBeEnabled();
    // An older row on a network the list does not hold must go before links can be saved.
    await user.click(screen.getByRole('button', { name: `${fieldMessages.removeLink} Mastodon` }));
    await user.click(saveButton());
    expect(screen.getByRole('button', { name: t.saving })).toBeDisabled();
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
  });

  it('shows the error banner when saving fails, and keeps the changes', async () => {
    const user = userEvent.setup();
    renderEdit({ put: () => HttpResponse.json({ message: 'no' }, { status: 500 }) });
    const goals = await screen.findByRole('textbox', { name: t.goals });
    await user.type(goals, ' Soon.');
    await user.click(saveButton());
    expect(await screen.findByText(t.saveFailed)).toBeInTheDocument();
    expect(goals).toHaveValue(`${ownStartupUser.user_goals} Soon.`);
  });

  it("refuses to submit without a first name: 'Please fix the Validation Errors'", async () => {
    const user = userEvent.setup();
    const { bodies } = renderEdit();
    await user.clear(await screen.findByRole('textbox', { name: t.firstName }));
    await user.click(saveButton());
    expect(await screen.findAllByText(t.fixValidationErrors)).not.toHaveLength(0);
    expect(screen.getByText(t.firstNameRequired)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('asks before leaving with unsaved changes, and stays on Cancel', async () => {
    const user = userEvent.setup();
    const { router } = renderEdit();
    await user.type(await screen.findByRole('textbox', { name: t.dreamJob }), '!');
    await user.click(screen.getByRole('button', { name: t.viewProfile }));
    const dialog = await findDialog(t.unsaved.header);
    expect(within(dialog).getByText(t.unsaved.message)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/learner/editprofile'));
    await user.click(screen.getByRole('button', { name: t.viewProfile }));
    const again = await findDialog(t.unsaved.header);
    await user.click(within(again).getByRole('button', { name: 'Okay', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/profile/${ownStartupUser.email}`));
  });

  it('serves the staff route with the same form, and has no serious accessibility violation', async () => {
    const { container } = renderEdit({ page: 'staff' });
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    await act(async () => {
      expect(await seriousA11yViolations(container)).toEqual([]);
    });
  });
});
