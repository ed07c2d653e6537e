import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { type Middleware, SWRConfig } from 'swr';
import { ApiError } from '@cedar/shared/api';
import type { StartupUser } from '@cedar/shared/contract';
import { profileToEdit } from '../features/edit-profile/fixtures';
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
