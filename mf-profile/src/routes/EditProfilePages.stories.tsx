import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, screen, waitFor } from 'storybook/test';
import { type Middleware, SWRConfig } from 'swr';
import { ApiError } from '@cedar/shared/api';
import type { StartupUser } from '@cedar/shared/contract';
import { profileToEdit } from '../features/edit-profile/fixtures';
import { editProfileMessages as t } from '../features/edit-profile/messages';
import LearnerEditProfilePage from './LearnerEditProfilePage';
import StaffEditProfilePage from './StaffEditProfilePage';

type Answer = 'pending' | 'failed' | StartupUser;

/** Answers the own-profile read in place of the API, so the page runs without a server. */
function fakeOwnProfile(answer: Answer): Middleware {
  const fake = async () => {
    if (answer === 'pending') return new Promise<never>(() => {});
    if (answer === 'failed') throw new ApiError(500, 'Server error', null);
    return answer;
  };
  return (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(key, fetcher ? ((() => fake()) as unknown as typeof fetcher) : fetcher, config);
}

interface PageArgs {
  answer: Answer;
  staff: boolean;
}

const meta = {
  title: 'Profile/Pages/EditProfilePage',
  args: { answer: profileToEdit, staff: false },
  parameters: {
    path: '/profile/learner/editprofile',
    route: '/profile/learner/editprofile',
    session: { email: profileToEdit.email, user: profileToEdit, memberships: profileToEdit.mk_user_courses },
  },
  render: ({ answer, staff }) => (
    <SWRConfig value={{ use: [fakeOwnProfile(answer)], provider: () => new Map() }}>
      {staff ? <StaffEditProfilePage /> : <LearnerEditProfilePage />}
    </SWRConfig>
  ),
} satisfies Meta<PageArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The learner's form, every section filled (untouched). */
export const Learner: Story = {};
/** The staff route: the same form inside the admin shell. */
export const Staff: Story = {
  args: { staff: true },
  parameters: { path: '/acp/staff/editprofile', route: '/acp/staff/editprofile' },
};
/** A profile with nothing filled in yet: one empty link row, no place, no time zone. */
export const EmptyProfile: Story = {
  args: {
    answer: {
      ...profileToEdit,
      preferred_name: null,
      user_preferred_pronouns: null,
      user_social_media_links: [],
      user_location: null,
      user_timezone: null,
      user_additional_spoken_languages: [],
      user_programming_languages: [],
      user_programming_experience_level: null,
      user_focus_time: null,
      user_work_schedule: [],
      user_goals: null,
      user_fun_fact: null,
      user_free_time: null,
      user_intro_interest: null,
      user_dream_job: null,
    },
  },
};
/** Waiting for the stored profile. */
export const Loading: Story = { args: { answer: 'pending' } };
/** The stored profile did not load: the error with Retry. */
export const LoadFailed: Story = { args: { answer: 'failed' } };

/**
 * Answers PUT /user/{email} in place of the API with the given status (200 answers the profile),
 * and puts the real fetch back when the story ends.
 */
function fakeProfileSave(status: number) {
  return () => {
    const real = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (init?.method !== 'PUT' || !url.includes('/user/')) return real(input, init);
      const body = status === 200 ? { message: { users: [profileToEdit] } } : { message: 'Server error' };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    };
    return () => {
      globalThis.fetch = real;
    };
  };
}

/** Changes the goals, as a learner would before saving. */
const editGoals: NonNullable<Story['play']> = async ({ canvas, userEvent }) => {
  const goals = await canvas.findByRole('textbox', { name: t.goals });
  await userEvent.clear(goals);
  await userEvent.type(goals, 'Ship a portfolio site by spring.');
};

/** Saved: the success banner, 'Your changes have been saved' (it closes after 8000 ms). */
export const Saved: Story = {
  beforeEach: fakeProfileSave(200),
  play: async (context) => {
    await editGoals(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: t.saveChanges }));
    // The banner fades in: visible once its entrance is over.
    const banner = await screen.findByText(t.saved);
    await waitFor(() => expect(banner).toBeVisible());
  },
};
/** The save failed: the error banner, and the changes stay in the form. */
export const SaveFailed: Story = {
  beforeEach: fakeProfileSave(500),
  play: async (context) => {
    await editGoals(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: t.saveChanges }));
    const banner = await screen.findByText(t.saveFailed);
    await waitFor(() => expect(banner).toBeVisible());
    await expect(context.canvas.getByRole('textbox', { name: t.goals })).toHaveValue(
      'Ship a portfolio site by spring.',
    );
  },
};
/** The staff page after a save: the same banner inside the admin shell's route. */
export const StaffSaved: Story = {
  ...Saved,
  args: { staff: true },
  parameters: { path: '/acp/staff/editprofile', route: '/acp/staff/editprofile' },
};
